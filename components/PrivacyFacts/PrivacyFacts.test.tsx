import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { privacy, storage } from '#content/privacy'
import { form } from '#content/form'
import { FIELDS } from '#lib/form-delivery'
import { loadContent } from '../../tooling/content-loader'
import { render, screen, within } from '../../test-utils/render'
import { StorageList } from '#components/StorageList'
import { collectedFields, PrivacyFacts } from './PrivacyFacts'

describe('PrivacyFacts', () => {
  it('names every field the form sends, with the label the visitor sees and why', () => {
    render(<PrivacyFacts show="collected" />)
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(FIELDS.length)
    for (const [i, field] of FIELDS.entries()) {
      const label = (form as unknown as Record<string, string>)[`${field}Label`]!
      expect(within(rows[i]!).getByRole('rowheader')).toHaveTextContent(label)
      expect(rows[i]).toHaveTextContent(privacy.fields[field]!)
    }
    expect(collectedFields('en').map((f) => f.field)).toEqual(FIELDS)
    expect(screen.getByRole('rowheader', { name: /Full Name \(required\)/ })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: /Phone Number \(optional\)/ })).toBeInTheDocument()
  })

  it('says where messages go: nowhere while the site only simulates sending', () => {
    render(<PrivacyFacts show="recipient" />)
    expect(screen.getByText(/^Nowhere: this site only simulates sending/)).toBeInTheDocument()
  })

  it('names the data contact, the grievance officer and how fast they answer', () => {
    render(<PrivacyFacts show="contacts" />)
    for (const { email } of [privacy.dataContact, privacy.grievanceOfficer])
      expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    expect(
      screen.getByText(new RegExp(`within ${privacy.answerWithinDays} days`)),
    ).toBeInTheDocument()
  })

  it('names the other services a visit involves, and the date of the last change', () => {
    render(
      <>
        <PrivacyFacts show="third-parties" />
        <PrivacyFacts show="changed" />
      </>,
    )
    for (const name of ['Unsplash', 'OpenStreetMap', 'WhatsApp'])
      expect(screen.getByText(new RegExp(name))).toBeInTheDocument()
    expect(screen.getByText('28 November 2026')).toHaveAttribute('datetime', privacy.lastChanged)
  })
})

describe('the privacy notice and the form cannot drift apart', () => {
  it('stops the build when a field of the form has no line in content/privacy.yaml', () => {
    const source = readPrivacy().replace(/^ {2}phone: .*\n/m, '')
    expect(() => loadContent(`${process.cwd()}/content/privacy.yaml`, source)).toThrow(
      /content\/privacy\.yaml.*"phone".*missing/s,
    )
  })
})

describe('StorageList', () => {
  it('lists every key the site stores, where, why and for how long', () => {
    render(<StorageList />)
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(storage.length)
    for (const [i, item] of storage.entries())
      for (const text of [item.key, item.place, item.purpose, item.lifetime])
        expect(rows[i]).toHaveTextContent(text)
    expect(screen.getByText(/The site sets no cookies/)).toBeInTheDocument()
  })
})

const readPrivacy = () => readFileSync('content/privacy.yaml', 'utf8')
