import { componentLoaders } from '../mdx/load'
import { loadComponent } from './loadComponents'

/** The mark set when the code of the other pages' components starts loading (tests and bench read it). */
export const PRELOAD_MARK = 'preload-components'

/**
 * Once the page has loaded and the browser is idle, loads the code of every
 * writer component, so that a link to another page waits only for that page's
 * data, not for its data and then its components' code (one round trip more;
 * README, "Performance"). Not when the visitor has asked to save data
 * (Save-Data) or is on 2G, and not in `npm run dev` (the code is on this
 * machine there, and Vite would transform every component at once).
 */
export function preloadComponentsWhenIdle() {
  if (import.meta.env.DEV) return
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection
  if (connection?.saveData || connection?.effectiveType?.endsWith('2g')) return
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 50))
  const start = () =>
    whenIdle(() => {
      performance.mark(PRELOAD_MARK)
      // A component that fails to load here is loaded again when a page needs it.
      for (const name of Object.keys(componentLoaders)) loadComponent(name).catch(() => {})
    })
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}
