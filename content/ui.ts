import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './ui.yaml?languages'

/** content/ui.yaml, or its translation content/ui.<code>.yaml, checked by the build. */
export const uiIn = inLanguage<Content<'ui.yaml'>>(data)
export const ui = uiIn(defaultLanguage)
