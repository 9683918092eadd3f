// content/testimonials.yaml, checked against its schema by the build.
import type { Testimonial } from './schemas'
import { inLanguage } from './i18n'
import data from './testimonials.yaml'

export const testimonials = data as Testimonial[]
/** {@link testimonials} in the page's language (content/testimonials.<code>.yaml; content/i18n.ts). */
export const testimonialsIn = inLanguage<Testimonial[]>(
  testimonials,
  import.meta.glob('./testimonials.*.yaml', { eager: true, import: 'default' }),
)
