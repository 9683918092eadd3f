import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './contact-info.yaml?languages'

/** content/contact-info.yaml, or its translation content/contact-info.<code>.yaml, checked by the build. */
export const contactInfoIn = inLanguage<Content<'contact-info.yaml'>>(data)
export const contactInfo = contactInfoIn(defaultLanguage)
