export { OfficeMap, mapUrls } from './OfficeMap'
