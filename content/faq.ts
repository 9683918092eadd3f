import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './faq.yaml?languages'

/** content/faq.yaml, or its translation content/faq.<code>.yaml, checked by the build. */
export const faqIn = inLanguage<Content<'faq.yaml'>>(data)
export const faq = faqIn(defaultLanguage)
