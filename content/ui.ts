import type { Ui } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './ui.yaml?languages'

/** content/ui.yaml, or its translation content/ui.<code>.yaml, checked by the build. */
export const uiIn = inLanguage<Ui>(data)
export const ui = uiIn(defaultLanguage)
