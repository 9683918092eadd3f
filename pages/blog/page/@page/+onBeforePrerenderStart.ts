// /blog/page/2 and on, when there are more posts than a page holds (vike.dev/onBeforePrerenderStart).
import { listPage, pageCount } from '#components/BlogList'

export const onBeforePrerenderStart = () =>
  Array.from({ length: pageCount() - 1 }, (_, i) => listPage(i + 2))
