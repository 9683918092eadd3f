import type { PageContextClient } from 'vike/types'
import { loadChunk } from 'virtual:site-pages'
import type { Data } from './+data'
import { prefetchOnIntent } from './prefetch'

/**
 * In the browser, before the page hydrates or shows after a link: loads the
 * page's own chunk (its text and the components it uses).
 */
export async function onBeforeRender(pageContext: PageContextClient<Data>) {
  if (pageContext.isHydration) prefetchOnIntent()
  try {
    return { pageContext: { Content: await loadChunk(pageContext.data.chunk) } }
  } catch (error) {
    // A chunk that is gone (a new version of the site was published since this
    // tab loaded) or a dropped connection: after a link, load the new page in
    // full instead; on first load the prerendered page stays readable as it is.
    if (!pageContext.isHydration) {
      window.location.assign(pageContext.urlOriginal)
      return new Promise<never>(() => {})
    }
    throw error
  }
}
