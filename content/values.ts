// content/values.yaml, checked against its schema by the build.
import type { Value } from './schemas'
import { inLanguage } from './i18n'
import data from './values.yaml'

export const values = data as Value[]
/** {@link values} in the page's language (content/values.<code>.yaml; content/i18n.ts). */
export const valuesIn = inLanguage<Value[]>(
  values,
  import.meta.glob('./values.*.yaml', { eager: true, import: 'default' }),
)
