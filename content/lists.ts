// content/lists.yaml, checked against its schema by the build.
import type { Lists } from './schemas'
import { inLanguage } from './i18n'
import data from './lists.yaml'

export const lists = data as Lists
/** {@link lists} in the page's language (content/lists.<code>.yaml; content/i18n.ts). */
export const listsIn = inLanguage<Lists>(
  lists,
  import.meta.glob('./lists.*.yaml', { eager: true, import: 'default' }),
)
