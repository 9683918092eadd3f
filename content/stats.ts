// content/stats.yaml, checked against its schema by the build.
import type { Stat } from './schemas'
import { inLanguage } from './i18n'
import data from './stats.yaml'

export const stats = data as Stat[]
/** {@link stats} in the page's language (content/stats.<code>.yaml; content/i18n.ts). */
export const statsIn = inLanguage<Stat[]>(
  stats,
  import.meta.glob('./stats.*.yaml', { eager: true, import: 'default' }),
)
