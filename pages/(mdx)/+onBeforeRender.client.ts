import type { PageContextClient } from 'vike/types'
import { htmlOnlyNow, loadComponents } from '../../components/MdxContent'
import type { Data } from './+data'

/** Counts navigations, so that a failure in one the visitor has left does nothing. */
let latest = 0

/**
 * In the browser, before the page shows: loads the code of the components it
 * uses. On first load this only starts the loading, and only of the components
 * that act (the prerendered page is already on screen and hydrates part by
 * part as the code arrives; the code of those that are only HTML loads once
 * the page is idle; if the code cannot load, the page stays as it is:
 * components/MdxContent). After a link
 * the page shows once its code is here; if it cannot load (a dropped
 * connection, a new version of the site published meanwhile), the page loads
 * in full instead.
 */
export async function onBeforeRender(pageContext: PageContextClient<Data>) {
  const { components, htmlOnly } = pageContext.data
  if (pageContext.isHydration) {
    const waiting = htmlOnlyNow(htmlOnly)
    loadComponents(components.filter((name) => !waiting.has(name))).catch(() => {})
    return
  }
  const navigation = ++latest
  try {
    await loadComponents(components)
  } catch (error) {
    if (navigation !== latest) return
    console.warn(
      `The page's code could not be loaded; loading ${pageContext.urlOriginal} in full.`,
      error,
    )
    window.location.assign(pageContext.urlOriginal)
    // The full load replaces this document; until then nothing else happens here.
    await new Promise(() => {})
  }
}
