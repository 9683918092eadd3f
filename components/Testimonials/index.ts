export { Testimonials } from './Testimonials'
