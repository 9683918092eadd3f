// The post this address shows, and its title and description for the head (pages/+onRenderHtml.tsx).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { posts } from '#content/blog'

export function data(pageContext: PageContextServer) {
  const post = posts.find((p) => p.slug === pageContext.routeParams.slug)
  if (!post) throw render(404)
  const { title, description, noindex, shareImage } = post
  // Its share picture is its card with its date (lib/card.ts), drawn on our origin, or the
  // writer's shareImage; the cover stays the page's.
  return { meta: { title, description, noindex, shareImage, card: { date: post.date } } }
}
