export { FAQ } from './FAQ'
