import { componentLoaders } from '../mdx/load'
import { loadComponent } from './loadComponents'

/** The mark set when what the next pages need starts loading (tests and bench read it). */
export const PRELOAD_MARK = 'preload-components'

/** The web font's family and file (styles/fonts.css). */
export const WEBFONT = 'Manrope Variable'
export const FONT_URL = '/fonts/manrope-latin-wght-v5.woff2'

/**
 * Stored once the web font has loaded: components/HtmlFirst/html-first.js
 * reads it (the same text is written there) to use the font from the first
 * paint of a new tab or a later visit.
 */
export const FONT_KEY = 'site-font-loaded'

/**
 * Once the page has loaded and the browser is idle, loads what the next pages
 * need: the code of every writer component (this page's that are only HTML,
 * which then hydrate, among them: MdxContent), so that a link to another page
 * waits only for that page's data, not for its data and then its components'
 * code (one round trip more; README, "Performance"); and on a first visit
 * (<html data-font-later>), the web font. Nothing for a visitor who has asked
 * to save data (Save-Data) or is on 2G: the page keeps the fallback font. In
 * `npm run dev` only the font (the code is on this machine there, and Vite
 * would transform every component at once).
 */
export function loadAheadWhenIdle() {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection
  if (connection?.saveData || connection?.effectiveType?.endsWith('2g')) return
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 50))
  const start = () =>
    whenIdle(() => {
      performance.mark(PRELOAD_MARK)
      loadWebFont()
      if (import.meta.env.DEV) return
      // A component that fails to load here is loaded again when a page needs it.
      for (const name of Object.keys(componentLoaders)) loadComponent(name).catch(() => {})
    })
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}

/**
 * Loads the web font if the page is waiting for it (<html data-font-later>)
 * and remembers that it has: new tabs and later visits use it from their first
 * paint (components/HtmlFirst/html-first.js); this tab keeps the fallback.
 */
function loadWebFont() {
  const root = document.documentElement
  if (!root.hasAttribute('data-font-later') || typeof FontFace === 'undefined') return
  // A face of its own, loaded from script: the stylesheet's face has
  // font-display: optional, and Firefox gives a load of it asked for by script
  // (document.fonts.load) the same 100 ms, after which it has failed for the
  // page (tests/engines: the font 400 ms late). Loaded, the file is in the
  // HTTP cache for the stylesheet's face of the next tabs and visits.
  new FontFace(WEBFONT, `url(${FONT_URL}) format('woff2-variations')`, { weight: '200 800' })
    .load()
    .then(
      () => {
        try {
          localStorage.setItem(FONT_KEY, '1')
        } catch {
          // Storage blocked: the next visits start in the fallback too.
        }
      },
      // Not loaded (offline, blocked): the fallback stays; the next full load tries again.
      () => {},
    )
}
