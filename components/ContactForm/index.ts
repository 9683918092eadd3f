export { ContactForm } from './ContactForm'
