import { ui } from '../../content/ui'
import { onDemand } from '../OnDemand'
import { ReachUsInstead } from './ReachUsInstead'

// The form's code (Mantine's inputs, @mantine/form) loads when the visitor
// reaches for the form, not with the page: components/OnDemand.
export const ContactForm = onDemand(
  () => import('./ContactForm').then((m) => m.ContactForm),
  <ReachUsInstead text={ui.formUnavailable} alert />,
)
