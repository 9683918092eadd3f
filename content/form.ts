// content/form.yaml, checked against its schema by the build.
import { defaultLanguage, inLanguage } from './i18n'
import type { FormText } from './schemas'
import data from './form.yaml'
import { serviceTitlesIn } from './service-titles'

export type { FormText }
export const form = data as FormText
/** {@link form} in the page's language (content/form.<code>.yaml; content/i18n.ts). */
export const formIn = inLanguage<FormText>(
  form,
  import.meta.glob('./form.*.yaml', { eager: true, import: 'default' }),
)

/** The contact form's service options: the six services, then the extras, in order. */
export const serviceOptionsIn = (code: string) => [
  ...serviceTitlesIn(code).map((s) => s.title),
  ...formIn(code).extraServiceOptions,
]
export const serviceOptions = serviceOptionsIn(defaultLanguage)
