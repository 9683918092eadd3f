export { ServiceDetails } from './ServiceDetails'
