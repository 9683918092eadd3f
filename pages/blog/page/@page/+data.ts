import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { lists } from '#content/lists'
import { pageCount } from '#components/BlogList'
import { fill } from '#lib/fill'

export function data(pageContext: PageContextServer) {
  const page = Number(pageContext.routeParams.page)
  if (!Number.isInteger(page) || page < 2 || page > pageCount()) throw render(404)
  return {
    meta: {
      title: fill(lists.blog.olderTitle, { page }),
      description: fill(lists.blog.olderDescription, { page }),
    },
  }
}
