// content/testimonials.yaml, checked against its schema by the build.
import type { Testimonial } from './schemas'
import data from './testimonials.yaml'

export const testimonials = data as Testimonial[]
