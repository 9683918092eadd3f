export { ServicesGrid } from './ServicesGrid'
