import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './testimonials.yaml?languages'

/** content/testimonials.yaml, or its translation content/testimonials.<code>.yaml, checked by the build. */
export const testimonialsIn = inLanguage<Content<'testimonials.yaml'>>(data)
export const testimonials = testimonialsIn(defaultLanguage)
