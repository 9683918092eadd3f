import { savingData, whenIdle } from './when'

/** The web font's family and file (styles/fonts.css). */
export const WEBFONT = 'Manrope Variable'
export const FONT_URL = '/fonts/manrope-latin-wght-v5.woff2'
/** Faces for scripts Manrope lacks, by <html lang> (styles/fonts.css declares them too). */
export const SCRIPT_FONTS: Record<string, { family: string; url: string; weight: string }> = {
  ta: {
    family: 'Noto Sans Tamil Variable',
    url: '/fonts/noto-sans-tamil-tamil-wght-v5.woff2',
    weight: '100 900',
  },
}

/** Stored once the web font has loaded; html-first.js reads it (the same text is written there). */
export const FONT_KEY = 'site-font-loaded'

/**
 * On a first visit (<html data-font-later>), loads the web font once the page is idle, so that it
 * never competes with the page, and remembers it for new tabs and later visits (html-first.js).
 * Nothing for a visitor saving data.
 */
export function loadWebFontWhenIdle() {
  const root = document.documentElement
  if (!root.hasAttribute('data-font-later') || typeof FontFace === 'undefined' || savingData())
    return
  whenIdle(() => {
    // A face of its own: Firefox gives a script's load of the stylesheet's face (font-display:
    // optional) the same 100 ms. Loaded, the file is in the HTTP cache for the next tabs.
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
