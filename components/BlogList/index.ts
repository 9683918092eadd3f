export { BlogList, listPage, pageCount, type BlogListProps } from './BlogList'
/** The lists' and entry pages' shared classes (meta lines, facts, results, the empty list). */
export { default as entryClasses } from './BlogList.module.css'
