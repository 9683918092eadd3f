import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageData } from '../../tooling/page-data'
import { scanPages } from '../../tooling/pages'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * Server side (prerender, dev): the writer's page at this address
 * (pages/about.mdx for /about) as data, or the 404 page.
 */
export async function data(pageContext: PageContextServer) {
  const { pages, problems } = scanPages()
  const page = pages.find((candidate) => candidate.route === pageContext.urlPathname)
  if (!page) {
    // A misnamed file in pages/: say so instead of "not found".
    if (problems.length) throw new Error(problems.map((problem) => problem.message).join('\n\n'))
    throw render(404)
  }
  return pageData(page.file)
}
