import { phone, site } from '../../content/site'
import { ui } from '../../content/ui'
import { onDemand } from '../OnDemand'

// The form's code (Mantine's inputs, @mantine/form) loads when the visitor
// reaches for the form, not with the page: components/OnDemand.
export const ContactForm = onDemand(
  () => import('./ContactForm').then((m) => m.ContactForm),
  <p role="alert">
    {ui.formUnavailable} <a href={phone.href}>{phone.text}</a> ·{' '}
    <a href={`mailto:${site.email}`}>{site.email}</a>
  </p>,
)
