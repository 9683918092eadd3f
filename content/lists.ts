import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './lists.yaml?languages'

/** content/lists.yaml, or its translation content/lists.<code>.yaml, checked by the build. */
export const listsIn = inLanguage<Content<'lists.yaml'>>(data)
export const lists = listsIn(defaultLanguage)
