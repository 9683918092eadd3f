import { existsSync, readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import htmlFirst from './html-first.js?raw'
import { FONT_KEY, FONT_URL, SCRIPT_FONTS, WEBFONT, loadWebFontWhenIdle } from './font'

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: (() => void)[] = []
const becomeIdle = () => idle.splice(0).forEach((run) => run())
const connection = (value: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value, configurable: true })
/** The FontFace faces made, each loading as the browser would once the file arrived (or failed). */
let faces: { family: string; source: string }[] = []
let fontFails = false
class FakeFontFace {
  constructor(
    public family: string,
    public source: string,
  ) {
    faces.push(this)
  }
  load() {
    return fontFails
      ? Promise.reject(new DOMException('failed', 'NetworkError'))
      : Promise.resolve(this)
  }
}

beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  connection(undefined)
  faces = []
  fontFails = false
  vi.stubGlobal('FontFace', FakeFontFace)
  localStorage.clear()
  // A first visit: html-first.js has put the fallback font first.
  document.documentElement.setAttribute('data-font-later', '')
})
afterEach(() => vi.unstubAllGlobals())

describe('loadWebFontWhenIdle', () => {
  it('loads the web font once the page is idle on a first visit, and remembers it', async () => {
    loadWebFontWhenIdle()
    expect(faces).toEqual([])
    becomeIdle()
    expect(faces).toEqual([
      expect.objectContaining({ family: WEBFONT, source: expect.stringContaining(FONT_URL) }),
    ])
    await vi.waitFor(() => expect(localStorage.getItem(FONT_KEY)).toBe('1'))
  })

  it('on a Tamil page, loads the Tamil face with it, and remembers once both have loaded', async () => {
    document.documentElement.lang = 'ta-IN'
    try {
      loadWebFontWhenIdle()
      becomeIdle()
      expect(faces).toEqual([
        expect.objectContaining({ family: WEBFONT, source: expect.stringContaining(FONT_URL) }),
        expect.objectContaining({
          family: 'Noto Sans Tamil Variable',
          source: expect.stringContaining(SCRIPT_FONTS.ta!.url),
        }),
      ])
      await vi.waitFor(() => expect(localStorage.getItem(FONT_KEY)).toBe('1'))
    } finally {
      document.documentElement.lang = ''
    }
  })

  it('waits for the page to finish loading (its photos) before it asks for the font', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    loadWebFontWhenIdle()
    becomeIdle()
    expect(faces).toEqual([])
    readyState.mockRestore()
    window.dispatchEvent(new Event('load'))
    becomeIdle()
    expect(faces).toHaveLength(1)
  })

  it('remembers nothing when the font did not load', async () => {
    fontFails = true
    loadWebFontWhenIdle()
    becomeIdle()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(faces).toHaveLength(1)
    expect(localStorage.getItem(FONT_KEY)).toBeNull()
  })

  it('leaves the font alone when the page already uses it, or the visitor saves data or is on 2G', () => {
    document.documentElement.removeAttribute('data-font-later')
    loadWebFontWhenIdle()
    becomeIdle()
    document.documentElement.setAttribute('data-font-later', '')
    for (const setting of [
      { saveData: true },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      connection(setting)
      loadWebFontWhenIdle()
      becomeIdle()
    }
    expect(faces).toEqual([])
  })

  it('agrees with the inline script and the stylesheet on the key, the family and the file', () => {
    const fontsCss = readFileSync('styles/fonts.css', 'utf8')
    expect(htmlFirst).toContain(`localStorage.getItem('${FONT_KEY}')`)
    // A later tab preloads the same files.
    expect(htmlFirst).toContain(`'${FONT_URL}'`)
    for (const [lang, { url }] of Object.entries(SCRIPT_FONTS))
      expect(htmlFirst).toContain(`root.lang.startsWith('${lang}') && '${url}'`)
    expect(fontsCss).toContain(`font-family: '${WEBFONT}'`)
    expect(fontsCss).toContain(`url('${FONT_URL}')`)
    for (const { family, url, weight } of Object.values(SCRIPT_FONTS)) {
      expect(fontsCss).toContain(`font-family: '${family}'`)
      expect(fontsCss).toContain(`url('${url}')`)
      expect(fontsCss).toContain(`font-weight: ${weight};`)
      expect(existsSync(`public${url}`), url).toBe(true)
    }
  })
})
