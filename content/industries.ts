import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './industries.yaml?languages'

/** content/industries.yaml, or its translation content/industries.<code>.yaml, checked by the build. */
export const industriesIn = inLanguage<Content<'industries.yaml'>>(data)
export const industries = industriesIn(defaultLanguage)
