export { JsonLd } from './JsonLd'
