// The island's code (the browser loads this file): the texts live apart, in ./texts.ts (server only).
export { RequestForm } from './RequestForm'
export type { RequestFormTexts } from './texts'
