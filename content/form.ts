import { defaultLanguage, inLanguage } from './i18n'
import type { Content } from './schemas'
import data from './form.yaml?languages'
import { serviceTitlesIn } from './service-titles'

export type FormText = Content<'form.yaml'>
/** content/form.yaml, or its translation content/form.<code>.yaml, checked by the build. */
export const formIn = inLanguage<FormText>(data)
export const form = formIn(defaultLanguage)

/** The contact form's service options: the six services, then the extras, in order. */
export const serviceOptionsIn = (code: string) => [
  ...serviceTitlesIn(code).map((s) => s.title),
  ...formIn(code).extraServiceOptions,
]
export const serviceOptions = serviceOptionsIn(defaultLanguage)
