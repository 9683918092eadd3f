// Prerendered only when there is an entry to show: an empty collection has no such pages (its
// list says so), and Vike would warn about a route with no address (vike.dev/prerender).
import { entryRoutes } from '#content/collections'

export default () => entryRoutes('jobs').length > 0
