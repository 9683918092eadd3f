// content/contact-info.yaml, checked against its schema by the build.
import type { ContactInfo } from './schemas'
import { inLanguage } from './i18n'
import data from './contact-info.yaml'

export const contactInfo = data as ContactInfo[]
/** {@link contactInfo} in the page's language (content/contact-info.<code>.yaml; content/i18n.ts). */
export const contactInfoIn = inLanguage<ContactInfo[]>(
  contactInfo,
  import.meta.glob('./contact-info.*.yaml', { eager: true, import: 'default' }),
)
