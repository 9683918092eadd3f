// content/industries.yaml, checked against its schema by the build.
import type { Industry } from './schemas'
import { inLanguage } from './i18n'
import data from './industries.yaml'

export const industries = data as Industry[]
/** {@link industries} in the page's language (content/industries.<code>.yaml; content/i18n.ts). */
export const industriesIn = inLanguage<Industry[]>(
  industries,
  import.meta.glob('./industries.*.yaml', { eager: true, import: 'default' }),
)
