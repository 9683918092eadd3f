export { ServiceIcon } from './ServiceIcon'
