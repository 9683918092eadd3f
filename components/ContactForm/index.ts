// The island's code (the browser loads this file): the texts live apart, in ./texts.ts (server only).
export { ContactForm } from './ContactForm'
export type { ContactFormTexts } from './texts'
