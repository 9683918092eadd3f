import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import htmlFirst from '../HtmlFirst/html-first.js?raw'
import { componentLoaders } from '../mdx/load'
import { loadComponent } from './loadComponents'
import { FONT_KEY, FONT_URL, PRELOAD_MARK, WEBFONT, loadAheadWhenIdle } from './preload'

vi.mock('./loadComponents', () => ({ loadComponent: vi.fn(() => Promise.resolve(() => null)) }))

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: (() => void)[] = []
const becomeIdle = () => {
  for (const run of idle.splice(0)) run()
}
const connection = (value: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value, configurable: true })
const loaded = () => vi.mocked(loadComponent).mock.calls.map(([name]) => name)
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
  // Production: `npm run dev` loads nothing ahead.
  vi.stubEnv('DEV', false)
  idle = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.mocked(loadComponent).mockClear()
  performance.clearMarks()
  connection(undefined)
  faces = []
  fontFails = false
  vi.stubGlobal('FontFace', FakeFontFace)
  localStorage.clear()
  // A first visit: html-first.js has put the fallback font first.
  document.documentElement.setAttribute('data-font-later', '')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('loadAheadWhenIdle', () => {
  it('loads every writer component once the page has loaded and the browser is idle, and marks the moment', () => {
    loadAheadWhenIdle()
    expect(loaded()).toEqual([])
    becomeIdle()
    expect(loaded()).toEqual(Object.keys(componentLoaders))
    expect(performance.getEntriesByName(PRELOAD_MARK)).toHaveLength(1)
  })

  it('waits for the page to finish loading (its photos) before it asks for anything', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    loadAheadWhenIdle()
    becomeIdle()
    expect(loaded()).toEqual([])
    readyState.mockRestore()
    window.dispatchEvent(new Event('load'))
    becomeIdle()
    expect(loaded()).toEqual(Object.keys(componentLoaders))
  })

  it('loads nothing ahead for a visitor saving data or on 2G', () => {
    for (const setting of [
      { saveData: true },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      connection(setting)
      loadAheadWhenIdle()
      becomeIdle()
      expect(loaded(), JSON.stringify(setting)).toEqual([])
    }
    connection({ saveData: false, effectiveType: '3g' })
    loadAheadWhenIdle()
    becomeIdle()
    expect(loaded()).toEqual(Object.keys(componentLoaders))
  })

  it('waits without requestIdleCallback too (Safari): a moment after the load', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    loadAheadWhenIdle()
    expect(loaded()).toEqual([])
    await vi.advanceTimersByTimeAsync(100)
    expect(loaded()).toEqual(Object.keys(componentLoaders))
  })

  it('loads no components ahead in `npm run dev`', () => {
    vi.stubEnv('DEV', true)
    loadAheadWhenIdle()
    becomeIdle()
    expect(loaded()).toEqual([])
  })

  it('loads the web font once idle on a first visit and remembers it', async () => {
    loadAheadWhenIdle()
    expect(faces).toEqual([])
    becomeIdle()
    expect(faces).toEqual([
      expect.objectContaining({
        family: WEBFONT,
        source: expect.stringContaining(`url(${FONT_URL})`),
      }),
    ])
    await vi.waitFor(() => expect(localStorage.getItem(FONT_KEY)).toBe('1'))
  })

  it('remembers nothing when the font did not load', async () => {
    fontFails = true
    loadAheadWhenIdle()
    becomeIdle()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(faces).toHaveLength(1)
    expect(localStorage.getItem(FONT_KEY)).toBeNull()
  })

  it('leaves the font alone when the page already uses it, or the visitor saves data', () => {
    document.documentElement.removeAttribute('data-font-later')
    loadAheadWhenIdle()
    becomeIdle()
    document.documentElement.setAttribute('data-font-later', '')
    connection({ saveData: true })
    loadAheadWhenIdle()
    becomeIdle()
    expect(faces).toEqual([])
  })

  it('loads the font in `npm run dev` too, where the components are not loaded ahead', () => {
    vi.stubEnv('DEV', true)
    loadAheadWhenIdle()
    becomeIdle()
    expect(faces).toHaveLength(1)
  })

  it('agrees with the inline script and the stylesheet on the key, the family and the file', () => {
    const fontsCss = readFileSync('styles/fonts.css', 'utf8')
    expect(htmlFirst).toContain(`localStorage.getItem('${FONT_KEY}')`)
    expect(fontsCss).toContain(`font-family: '${WEBFONT}'`)
    expect(fontsCss).toContain(`url('${FONT_URL}')`)
  })
})
