// The tag this address shows, and its title and description for the head.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { tags } from '#content/blog'
import { lists } from '#content/lists'
import { fill } from '#lib/fill'

export function data(pageContext: PageContextServer) {
  const tag = tags.find((t) => t.slug === pageContext.routeParams.tag)
  if (!tag) throw render(404)
  return {
    meta: {
      title: fill(lists.blog.tagTitle, { tag: tag.name }),
      description: fill(lists.blog.tagDescription, { tag: tag.name }),
    },
  }
}
