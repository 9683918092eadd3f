// The post this address shows, and its title and description for the head (pages/+onRenderHtml.tsx).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { posts } from '#content/blog'

export function data(pageContext: PageContextServer) {
  const post = posts.find((p) => p.slug === pageContext.routeParams.slug)
  if (!post) throw render(404)
  const { title, description, noindex } = post
  // Its share picture is its card (lib/card.ts), drawn on our origin; the cover stays the page's.
  return { meta: { title, description, noindex } }
}
