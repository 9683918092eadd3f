export {
  BlogList,
  EntryHeading,
  listPage,
  pageCount,
  postDate,
  type BlogListProps,
} from './BlogList'
