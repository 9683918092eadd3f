import type { PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderHtml'
import { onDemandLoaded } from '../components/OnDemand'

interface InjectFilterEntry {
  assetType: string | null
  isEntry: boolean
  inject: false | 'HTML_BEGIN' | 'HTML_END'
}

/**
 * vike-react's HTML, once every components/OnDemand part has its code, with one change to what Vike injects: no
 * <link rel="modulepreload"> for the page's JavaScript chunks. The entry
 * script still loads at once and fetches them itself (one round trip later),
 * so the 100 kB of JavaScript no longer competes with the HTML and the
 * stylesheet for the first paint. Measured by `npm run bench` (README).
 */
export default async function onRenderHtml(pageContext: PageContextServer) {
  // Parts whose code the browser loads on demand are rendered in full here.
  await onDemandLoaded()
  const documentHtml = await renderWithVikeReact(pageContext as never)
  return {
    documentHtml,
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) {
        if (asset.assetType === 'script' && !asset.isEntry) asset.inject = false
      }
    },
  }
}
