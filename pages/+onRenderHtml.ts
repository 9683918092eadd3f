import type { PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderHtml'
import { onDemandLoaded } from '../components/OnDemand'

interface InjectFilterEntry {
  assetType: string | null
  isEntry: boolean
  inject: false | 'HTML_BEGIN' | 'HTML_END'
}

/**
 * vike-react's HTML, once every components/OnDemand part has its code, with one
 * change to what Vike injects: no <link rel="modulepreload"> for the page's
 * JavaScript chunks, so they do not compete with the HTML, the stylesheet and
 * the font for the first paint. (After the build, scripts/postbuild.mjs also
 * makes the entry script itself wait for the first paint.) Measured by
 * `npm run bench` (README, Performance).
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
