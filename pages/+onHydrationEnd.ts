// Marks the page as interactive: the browser tests and the bench wait for it.
export default function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
  keepNativeScrollRestorationUntilLoaded()
}

/**
 * A reloaded page (or one reached with Back from another site) keeps the
 * visitor's place, in Safari too.
 *
 * Vike's router lets the browser restore the place of the first page it
 * renders, then, right after this hook, turns the browser's restoration off
 * (`history.scrollRestoration = 'manual'`) to restore places itself on
 * client-side navigations. WebKit restores a page's place only once the page
 * has loaded, and not if restoration has been turned off by then. A page whose
 * script (cached on a reload) hydrates before its images have loaded would
 * open at the top in Safari. So, until the page has loaded, restoration stays
 * on; then it is off again, as Vike wants it. (Chromium and Firefox restore
 * earlier, so for them this changes nothing.)
 */
function keepNativeScrollRestorationUntilLoaded() {
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  const restoring = navigation?.type === 'reload' || navigation?.type === 'back_forward'
  if (!restoring || document.readyState === 'complete') return
  // After Vike's own switch, which comes in the microtasks after this hook.
  setTimeout(() => (history.scrollRestoration = 'auto'))
  // WebKit restores the place in the task that fires `load`: switch off after it.
  addEventListener('load', () => setTimeout(() => (history.scrollRestoration = 'manual')), {
    once: true,
  })
}
