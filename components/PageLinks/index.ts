export { PageLinks } from './PageLinks'
