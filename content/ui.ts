// content/ui.yaml, checked against its schema by the build.
import type { Ui } from './schemas'
import { inLanguage } from './i18n'
import data from './ui.yaml'

export const ui = data as Ui
/** {@link ui} in the page's language (content/ui.<code>.yaml; content/i18n.ts). */
export const uiIn = inLanguage<Ui>(
  ui,
  import.meta.glob('./ui.*.yaml', { eager: true, import: 'default' }),
)
