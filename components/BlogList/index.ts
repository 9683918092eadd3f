export { BlogList, listPage, pageCount, postDate, type BlogListProps } from './BlogList'
