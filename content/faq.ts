// content/faq.yaml, checked against its schema by the build.
import type { Faq } from './schemas'
import data from './faq.yaml'

export const faq = data as Faq[]
