// content/faq.yaml, checked against its schema by the build.
import type { Faq } from './schemas'
import { inLanguage } from './i18n'
import data from './faq.yaml'

export const faq = data as Faq[]
/** {@link faq} in the page's language (content/faq.<code>.yaml; content/i18n.ts). */
export const faqIn = inLanguage<Faq[]>(
  faq,
  import.meta.glob('./faq.*.yaml', { eager: true, import: 'default' }),
)
