import { Fragment } from 'react'
import { languageOf } from '#content/i18n'
import { noticeVersionIn } from '#content/notice'
import { privacy, privacyIn } from '#content/privacy'
import { reach } from '#content/reach'
import { REQUEST_KINDS } from '#content/schemas'
import { fill, fillParts } from '#lib/fill'
import { Island } from '#components/Island'
import { useLanguage } from '#components/Language'
import { requestFormTexts } from '../RequestForm/texts'

if (!privacy.boardPortal)
  console.warn(
    'content/privacy.yaml — field "boardPortal" is empty: the request page names the Data Protection Board without a link. Fix: write the address of the Board\'s portal (https://…) once it is published.',
  )

/** A sentence with {names} filled in, where a name may be a link. */
const Sentence = ({ text, values }: { text: string; values: Record<string, React.ReactNode> }) =>
  fillParts(text, values).map((part, i) => <Fragment key={i}>{part}</Fragment>)

/**
 * How a visitor uses their rights (DPDP Act, sections 6(4) and 11-14; DPDP Rules 2025, rule 14):
 * each kind of request, an email to the Grievance Officer with the request written out (no form
 * that sends nothing) and, when the site sends messages, the request form; what the company
 * needs, how and when it answers, and the Board. Each kind has an id (#access), so the notice
 * links to it. All from content/privacy.yaml.
 */
export function PrivacyRequests() {
  const code = useLanguage()
  const { requests, grievanceOfficer, answerWithinDays, boardPortal } = privacyIn(code)
  const officer = grievanceOfficer
  const mailto = (kind: string) => {
    const body = fill(requests.mail, {
      kind,
      notice: noticeVersionIn(code),
      language: languageOf(code).name,
    })
    return `mailto:${officer.email}?subject=${encodeURIComponent(kind)}&body=${encodeURIComponent(body)}`
  }
  return (
    <>
      <p>
        <Sentence
          text={requests.write}
          values={{
            name: officer.name,
            email: <a href={`mailto:${officer.email}`}>{officer.email}</a>,
          }}
        />
      </p>
      <ul data-requests="">
        {REQUEST_KINDS.map((kind) => {
          const { label, what } = requests.kinds[kind]
          return (
            <li key={kind} id={kind}>
              <a href={mailto(label)}>{label}</a>: {what}
            </li>
          )
        })}
      </ul>
      {reach.formProvider !== 'none' && reach.formEndpoint && (
        <>
          <p>{requests.form.intro}</p>
          <Island name="RequestForm" props={{ texts: requestFormTexts(code) }} />
        </>
      )}
      <p>{requests.needed}</p>
      <p>{requests.identity}</p>
      <p>{fill(requests.answer, { days: answerWithinDays })}</p>
      <p>
        {boardPortal ? (
          <Sentence
            text={requests.board}
            values={{ portal: <a href={boardPortal}>{boardPortal}</a> }}
          />
        ) : (
          requests.boardNoPortal
        )}
      </p>
    </>
  )
}
