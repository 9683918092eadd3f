import type { PageContextServer } from 'vike/types'
import { pageData } from '../../tooling/page-data'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * The page for an address that has no page (not-found.mdx, prerendered as
 * 404.html), or for a page that failed to render (error.mdx).
 */
export function data(pageContext: PageContextServer) {
  return pageData(
    pageContext.is404 === false ? 'pages/_error/error.mdx' : 'pages/_error/not-found.mdx',
  )
}
