// The post this address shows, and its title and description for the head (pages/+onRenderHtml.tsx).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { posts } from '#content/blog'
import { STOCK_HOST } from '#lib/photo-names'

export function data(pageContext: PageContextServer) {
  const post = posts.find((p) => p.slug === pageContext.routeParams.slug)
  if (!post) throw render(404)
  const { title, description, noindex, cover, coverAlt } = post
  // A stock cover is shared at 1200×630, cropped by the photo host; a repository photo is not
  // (its made files have hashed names), so the site's share image stands in.
  const image =
    cover?.startsWith(STOCK_HOST) && coverAlt
      ? { src: `${cover}?w=1200&h=630&fit=crop&q=70&fm=jpg`, alt: coverAlt }
      : undefined
  return { meta: { title, description, noindex, image } }
}
