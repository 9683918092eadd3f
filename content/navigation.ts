import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './navigation.yaml?languages'

/** content/navigation.yaml, or its translation content/navigation.<code>.yaml, checked by the build. */
export const navigationIn = inLanguage<Content<'navigation.yaml'>>(data)
export const navigation = navigationIn(defaultLanguage)
