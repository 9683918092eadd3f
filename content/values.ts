import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './values.yaml?languages'

/** content/values.yaml, or its translation content/values.<code>.yaml, checked by the build. */
export const valuesIn = inLanguage<Content<'values.yaml'>>(data)
export const values = valuesIn(defaultLanguage)
