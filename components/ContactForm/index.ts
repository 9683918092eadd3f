import { onDemand } from '../OnDemand'

// The form's code (Mantine's inputs, @mantine/form) loads when the visitor
// reaches for the form, not with the page: components/OnDemand.
export const ContactForm = onDemand(() => import('./ContactForm').then((m) => m.ContactForm))
