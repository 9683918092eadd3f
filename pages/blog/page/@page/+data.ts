import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageCount } from '#components/BlogList'

export function data(pageContext: PageContextServer) {
  const page = Number(pageContext.routeParams.page)
  if (!Number.isInteger(page) || page < 2 || page > pageCount()) throw render(404)
  return {
    meta: { title: `Blog, page ${page}`, description: `Older posts from our team, page ${page}.` },
    page,
  }
}
