import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { build, loadPage, pages, problems } from 'virtual:site-pages'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * Server side (prerender, dev): finds the file for this address and loads it
 * for +Page.tsx. The browser gets the name of the page's own chunk, which
 * +onBeforeRender.client.ts loads, and the build it belongs to.
 */
export async function data(pageContext: PageContextServer) {
  const page = pages.find((candidate) => candidate.route === pageContext.urlPathname)
  if (!page) {
    // `npm run dev` with a misnamed file in pages/: say so instead of "not found".
    if (problems.length) throw new Error(problems.join('\n\n'))
    throw render(404)
  }
  await loadPage(page.route)
  return { chunk: page.chunk, build }
}
