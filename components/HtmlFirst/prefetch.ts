import { savingData } from './when'

/**
 * Where the browser cannot read the speculation rules every page carries
 * (SpeculationRules.tsx: Chromium prefetches and prerenders the next page by
 * itself), the next page's HTML is fetched as soon as the visitor reaches for
 * its link (a pointer over it or down on it, a touch, focus), so that the tap
 * waits less: <link rel="prefetch"> (Firefox; Safari has neither and loads the
 * page on the tap). Nothing for a visitor saving data.
 */
export function prefetchOnIntent() {
  if (HTMLScriptElement.supports?.('speculationrules') || savingData()) return
  if (!document.createElement('link').relList.supports?.('prefetch')) return
  const fetched = new Set([location.pathname])
  const reach = (event: Event) => {
    const link = event.target instanceof Element && event.target.closest('a[href]')
    if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== location.origin)
      return
    if (fetched.has(link.pathname)) return
    fetched.add(link.pathname)
    const hint = document.createElement('link')
    hint.rel = 'prefetch'
    hint.href = link.pathname
    document.head.append(hint)
  }
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'])
    document.addEventListener(type, reach, { capture: true, passive: true })
}
