// content/form.yaml, checked against its schema by the build.
import type { FormText } from './schemas'
import data from './form.yaml'
import { serviceTitles } from './service-titles'

export const form = data as FormText

/** The contact form's service options: the six services, then the extras, in order. */
export const serviceOptions = [...serviceTitles.map((s) => s.title), ...form.extraServiceOptions]
