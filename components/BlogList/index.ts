export {
  BlogList,
  EntryHeading,
  listPage,
  pageCount,
  postDate,
  type BlogListProps,
  type EntryPageProps,
} from './BlogList'
/** The lists' and entry pages' shared classes (meta lines, facts, the empty list). */
export { default as entryClasses } from './BlogList.module.css'
