import { form } from '#content/form'
import { privacy } from '#content/privacy'
import { site } from '#content/site'
import { analyticsOf } from '#lib/analytics'
import { endpointOrigin, FIELDS } from '#lib/form-delivery'

/** Fields the visitor must fill in (components/ContactForm: required). */
const REQUIRED = ['name', 'email', 'message']

/**
 * Every field the form sends (lib/form-delivery.ts), with the label the visitor sees
 * (content/form.yaml, <field>Label) and why it is asked for (content/privacy.yaml, whose schema
 * stops the build when a field has no line).
 */
export const collectedFields = FIELDS.map((field) => ({
  field,
  label: (form as unknown as Record<string, string>)[`${field}Label`] ?? field,
  required: REQUIRED.includes(field),
  why: privacy.fields[field],
}))

/** Where the contact form sends messages, in a visitor's words (content/site.yaml). */
export function recipient(): string {
  const { formProvider, formEndpoint } = site
  const host = endpointOrigin(formEndpoint)?.replace(/^https?:\/\//, '')
  switch (!formEndpoint ? 'none' : formProvider) {
    case 'none':
      return 'Nowhere: this site only simulates sending. Your message is not sent or stored by the site.'
    case 'web3forms':
      return 'Web3Forms (web3forms.com), a form service that emails your message to us.'
    case 'netlify':
      return 'Netlify Forms, the service that hosts this site, which keeps your message for us to read.'
    case 'own':
      return `Our own server${host ? ` (${host})` : ''}, which passes your message to us.`
    default:
      return `The form service at ${host ?? 'this site'}, which passes your message to us.`
  }
}

const { address } = site
/** The company and its address, on one line. */
const company = `${site.name}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' })

export interface PrivacyFactsProps {
  /**
   * Which facts: company (who we are and where), collected (each form field and why), recipient (where messages go),
   * retention (how long they are kept), contacts (who answers and how fast), third-parties
   * (other services a visit involves), changed (the date of the last change).
   */
  show:
    'company' | 'collected' | 'recipient' | 'retention' | 'contacts' | 'third-parties' | 'changed'
}

/**
 * The privacy notice's facts, from the content the site already has (the form's fields and
 * labels, the delivery settings, content/privacy.yaml), so the notice cannot drift from what
 * the site does.
 */
export function PrivacyFacts({ show }: PrivacyFactsProps) {
  switch (show) {
    case 'company':
      return <p>{company}.</p>
    case 'collected':
      return (
        <table>
          <thead>
            <tr>
              <th scope="col">What we ask for</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {collectedFields.map(({ field, label, required, why }) => (
              <tr key={field}>
                <th scope="row">
                  {label} {required ? '(required)' : '(optional)'}
                </th>
                <td>{why}</td>
              </tr>
            ))}
            {form.marketingConsent.enabled && (
              <tr>
                <th scope="row">Your answer to “{form.marketingConsent.label}” (optional)</th>
                <td>{privacy.fields.marketing}</td>
              </tr>
            )}
          </tbody>
        </table>
      )
    case 'recipient':
      return <p>{recipient()}</p>
    case 'retention':
      return <p>{privacy.retention}</p>
    case 'contacts':
      return (
        <ul>
          <li>
            Questions about your data, and requests to see, correct or delete it or to withdraw
            consent: {privacy.dataContact.name},{' '}
            <a href={`mailto:${privacy.dataContact.email}`}>{privacy.dataContact.email}</a>.
          </li>
          <li>
            Complaints: our Grievance Officer, {privacy.grievanceOfficer.name},{' '}
            <a href={`mailto:${privacy.grievanceOfficer.email}`}>
              {privacy.grievanceOfficer.email}
            </a>
            .
          </li>
          <li>
            We answer within {privacy.answerWithinDays} days. By post: {company}.
          </li>
        </ul>
      )
    case 'third-parties': {
      const analytics = analyticsOf(site)
      return (
        <ul>
          <li>
            Photos come from Unsplash (images.unsplash.com): your browser asks Unsplash for them, so
            Unsplash sees your IP address and browser, as any website you visit does.
          </li>
          <li>
            The map on the Contact page comes from OpenStreetMap (openstreetmap.org), once you
            scroll near it; it learns this site&apos;s address, not the page you were on.
          </li>
          <li>
            WhatsApp (Meta) only if you tap &ldquo;Start Chat&rdquo;: WhatsApp then opens with a
            greeting typed for you, and its own privacy policy applies.
          </li>
          {analytics && (
            <li>
              Visitor statistics: {analytics.name} counts visits without cookies and without storing
              anything in your browser; it does not identify you (
              <a href={analytics.about}>its data policy</a>).
            </li>
          )}
        </ul>
      )
    }
    case 'changed':
      return (
        <p>
          Last changed on{' '}
          <time dateTime={privacy.lastChanged}>
            {dateFormat.format(new Date(`${privacy.lastChanged}T00:00:00Z`))}
          </time>
          .
        </p>
      )
  }
}
