import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPage, pages } from 'virtual:site-pages'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * Server side (prerender, dev): finds the file for this address and loads it
 * for +Page.tsx; the browser gets only the name of the page's chunk, and
 * +onBeforeRender.client.ts loads it.
 */
export async function data(pageContext: PageContextServer) {
  const page = pages.find((candidate) => candidate.route === pageContext.urlPathname)
  if (!page) throw render(404)
  await loadPage(page.route)
  return { chunk: page.chunk }
}
