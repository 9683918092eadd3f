import { Fragment, type ReactNode } from 'react'
import { formIn } from '#content/form'
import { languageOf } from '#content/i18n'
import { privacyIn } from '#content/privacy'
import { site } from '#content/site'
import { uiIn } from '#content/ui'
import { analyticsOf } from '#lib/analytics'
import { formatDate } from '#lib/dates'
import { fill, fillParts } from '#lib/fill'
import { endpointOrigin, FIELDS } from '#lib/form-delivery'
import { useLanguage } from '#components/Language'

/** Fields the visitor must fill in (components/ContactForm: required). */
const REQUIRED = ['name', 'email', 'message']

/** Every field the form sends (lib/form-delivery.ts), with its label and why it is asked for. */
export const collectedFields = (code: string) =>
  FIELDS.map((field) => ({
    field,
    label: (formIn(code) as unknown as Record<string, string>)[`${field}Label`] ?? field,
    required: REQUIRED.includes(field),
    why: privacyIn(code).fields[field],
  }))

/** Where the contact form sends messages, in a visitor's words (content/site.yaml). */
export function recipient(code: string): string {
  const { formProvider, formEndpoint, siteUrl } = site
  const sentences = privacyIn(code).texts.recipient
  // A path on this site (/api/contact) goes to the site's own host.
  const host = (endpointOrigin(formEndpoint) ?? siteUrl).replace(/^https?:\/\/|\/$/g, '')
  const way = !formEndpoint ? 'none' : formProvider === 'json' ? 'other' : formProvider
  return fill(sentences[way], { host })
}

/** The company and its address, on one line. */
const { address } = site
const company = `${site.name}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`

/** A sentence with {names} filled in, where a name may be a link. */
const Sentence = ({ text, values }: { text: string; values: Record<string, ReactNode> }) =>
  fillParts(text, values).map((part, i) => <Fragment key={i}>{part}</Fragment>)

/** A person's name, and their email as a link. */
const person = ({ name, email }: { name: string; email: string }) => ({
  name,
  email: <a href={`mailto:${email}`}>{email}</a>,
})

export interface PrivacyFactsProps {
  /**
   * Which facts: company (who we are and where), collected (each form field and why), recipient (where messages go),
   * retention (how long they are kept), contacts (who answers and how fast), third-parties
   * (other services a visit involves), changed (the date of the last change).
   */
  show:
    'company' | 'collected' | 'recipient' | 'retention' | 'contacts' | 'third-parties' | 'changed'
}

/** The privacy notice's facts, from the site's own settings, so it cannot drift from what the site does. */
export function PrivacyFacts({ show }: PrivacyFactsProps) {
  const code = useLanguage()
  const privacy = privacyIn(code)
  const { texts } = privacy
  switch (show) {
    case 'company':
      return <p>{company}.</p>
    case 'collected': {
      const form = formIn(code)
      return (
        <table>
          <thead>
            <tr>
              <th scope="col">{texts.collected.field}</th>
              <th scope="col">{texts.collected.why}</th>
            </tr>
          </thead>
          <tbody>
            {collectedFields(code).map(({ field, label, required, why }) => (
              <tr key={field}>
                <th scope="row">
                  {label} {required ? texts.collected.required : texts.collected.optional}
                </th>
                <td>{why}</td>
              </tr>
            ))}
            {form.marketingConsent.enabled && (
              <tr>
                <th scope="row">
                  {fill(texts.collected.marketing, { label: form.marketingConsent.label })}
                </th>
                <td>{privacy.fields.marketing}</td>
              </tr>
            )}
          </tbody>
        </table>
      )
    }
    case 'recipient':
      return <p>{recipient(code)}</p>
    case 'retention':
      return <p>{privacy.retention}</p>
    case 'contacts':
      return (
        <ul>
          <li>
            <Sentence text={texts.contacts.dataContact} values={person(privacy.dataContact)} />
          </li>
          <li>
            <Sentence text={texts.contacts.grievance} values={person(privacy.grievanceOfficer)} />
          </li>
          <li>
            {fill(texts.contacts.answer, { days: privacy.answerWithinDays, address: company })}
          </li>
        </ul>
      )
    case 'third-parties': {
      const analytics = analyticsOf(site)
      return (
        <ul>
          <li>{texts.thirdParties.photos}</li>
          <li>{texts.thirdParties.map}</li>
          <li>{fill(texts.thirdParties.whatsapp, { start: uiIn(code).chat.start })}</li>
          {analytics && (
            <li>
              <Sentence
                text={texts.thirdParties.analytics}
                values={{
                  name: analytics.name,
                  policy: <a href={analytics.about}>{texts.thirdParties.analyticsPolicy}</a>,
                }}
              />
            </li>
          )}
        </ul>
      )
    }
    case 'changed':
      return (
        <p>
          <Sentence
            text={texts.changed}
            values={{
              date: (
                <time dateTime={privacy.lastChanged}>
                  {formatDate(privacy.lastChanged, languageOf(code).locale)}
                </time>
              ),
            }}
          />
        </p>
      )
  }
}
