export { PageData, usePageData } from './PageData'
