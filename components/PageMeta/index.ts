export { PageMeta, type PageMetaProps } from './PageMeta'
