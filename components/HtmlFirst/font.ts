import { savingData, whenIdle } from './when'

/** The web font's family and file (styles/fonts.css). */
export const WEBFONT = 'Manrope Variable'
export const FONT_URL = '/fonts/manrope-latin-wght-v5.woff2'
/**
 * The faces of the pages in a script Manrope lacks, by the page's language (<html lang>), as
 * styles/fonts.css declares them: a Tamil page loads Noto Sans Tamil with Manrope.
 */
export const SCRIPT_FONTS: Record<string, { family: string; url: string; weight: string }> = {
  ta: {
    family: 'Noto Sans Tamil Variable',
    url: '/fonts/noto-sans-tamil-tamil-wght-v5.woff2',
    weight: '100 900',
  },
}

/**
 * Stored once the web font has loaded: html-first.js reads it (the same text
 * is written there) to use the font from the first paint of a new tab or a
 * later visit.
 */
export const FONT_KEY = 'site-font-loaded'

/**
 * On a first visit (<html data-font-later>: the page is set in the font's
 * metric-matched fallback), loads the web font once the page is idle, so that
 * it never competes with the page itself, and remembers that it has: new tabs
 * and later visits use it from their first paint (html-first.js); this tab
 * keeps the fallback. A Tamil page loads its Tamil face too (SCRIPT_FONTS).
 * Nothing for a visitor saving data.
 */
export function loadWebFontWhenIdle() {
  const root = document.documentElement
  if (!root.hasAttribute('data-font-later') || typeof FontFace === 'undefined' || savingData())
    return
  whenIdle(() => {
    // A face of its own, loaded from script: the stylesheet's face has
    // font-display: optional, and Firefox gives a load of it asked for by
    // script the same 100 ms, after which it has failed for the page. Loaded,
    // the file is in the HTTP cache for the stylesheet's face of the next tabs.
    const script = SCRIPT_FONTS[root.lang.split('-')[0]!]
    const faces = [
      { family: WEBFONT, url: FONT_URL, weight: '200 800' },
      ...(script ? [script] : []),
    ]
    Promise.all(
      faces.map(({ family, url, weight }) =>
        new FontFace(family, `url(${url}) format('woff2-variations')`, { weight }).load(),
      ),
    ).then(
      () => {
        try {
          localStorage.setItem(FONT_KEY, '1')
        } catch {
          // Storage blocked: the next visits start in the fallback too.
        }
      },
      // Not loaded (offline, blocked): the fallback stays; the next page tries again.
      () => {},
    )
  })
}
