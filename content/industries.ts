import type { Industry } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './industries.yaml?languages'

/** content/industries.yaml, or its translation content/industries.<code>.yaml, checked by the build. */
export const industriesIn = inLanguage<Industry[]>(data)
export const industries = industriesIn(defaultLanguage)
