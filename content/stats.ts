import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './stats.yaml?languages'

/** content/stats.yaml, or its translation content/stats.<code>.yaml, checked by the build. */
export const statsIn = inLanguage<Content<'stats.yaml'>>(data)
export const stats = statsIn(defaultLanguage)
