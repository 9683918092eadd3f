import type { PageContextClient } from 'vike/types'
import { loadChunk } from 'virtual:site-pages'
import type { Data } from './+data'
import { runningBuild } from './prefetch'

/** Counts page renders, so that a failure in one the visitor has left does nothing. */
let latest = 0
const never = () => new Promise<never>(() => {})

/**
 * In the browser, before the page hydrates or shows after a link: loads the
 * page's own chunk (its text and the components it uses).
 */
export async function onBeforeRender(pageContext: PageContextClient<Data>) {
  const render = ++latest
  const { chunk, build } = pageContext.data
  const running = runningBuild()
  // A new version of the site was published since this tab loaded: its pages
  // need its own code, so load the page in full.
  if (!pageContext.isHydration && running && build !== running) return fullLoad(pageContext)
  try {
    return { pageContext: { Content: await loadChunk(chunk) } }
  } catch (error) {
    console.warn(`The page's code could not be loaded (${chunk}):`, error)
    // The visitor has gone on to another page meanwhile: nothing to do here.
    if (render !== latest) return never()
    // After a link (a dropped connection, or the chunk is gone): load the page in full.
    if (!pageContext.isHydration) return fullLoad(pageContext)
    // On first load the prerendered page stays as it is, readable, its links
    // working, instead of being replaced by the error page. (Throwing would
    // make Vike show pages/_error.)
    return never()
  }
}

function fullLoad(pageContext: PageContextClient) {
  window.location.assign(pageContext.urlOriginal)
  return never()
}
