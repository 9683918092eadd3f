export { SiteIndex } from './SiteIndex'
