/**
 * The journeys' driver (journeys.ts) for a browser puppeteer-core drives:
 * Firefox over WebDriver BiDi, Chromium over CDP. Console errors come from
 * puppeteer's console and pageerror events and from the probe script the test
 * server adds to every page (failed loads, uncaught errors, CSP violations).
 */
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Page } from 'puppeteer-core'
import { JOURNEYS, MODES, startSite, waitFor, type Driver, type Site } from './journeys'

export class PuppeteerDriver implements Driver {
  private context?: BrowserContext
  private current?: Page
  private logged: string[] = []

  constructor(
    readonly engine: string,
    private readonly browser: Browser,
  ) {}

  private get page() {
    if (!this.current) throw new Error('no page open')
    return this.current
  }

  async open(url: string, size: { width: number; height: number }) {
    await this.context?.close()
    // A private context per journey: no stored theme, no session storage.
    this.context = await this.browser.createBrowserContext()
    const page = (this.current = await this.context.newPage())
    this.logged = []
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warn') return
      this.logged.push(
        `console.${message.type()}: ${message.text()} (${message.location().url ?? ''})`,
      )
    })
    page.on('pageerror', (error) =>
      this.logged.push(`uncaught: ${(error as Error).message ?? error}`),
    )
    page.setDefaultTimeout(10_000)
    await this.setViewport(size)
    await page.goto(url, { waitUntil: 'load', timeout: 15_000 })
  }

  /**
   * The page's viewport. Over WebDriver BiDi, puppeteer-core 24.43 sends a
   * screen-orientation override beside the viewport, and Firefox ESR 140
   * (Debian's 140.12) does not know that command: the viewport is set all the
   * same. So that one error is let through, and the viewport checked instead
   * (through run(): with waitForFunction here, Firefox reported now and then,
   * 1 run in 3 to 6, an uncaught 'Permission denied to access property
   * "length"' from no script of the page).
   */
  private async setViewport(size: { width: number; height: number }) {
    try {
      await this.page.setViewport(size)
    } catch (error) {
      if (!String(error).includes('unknown command emulation.setScreenOrientationOverride'))
        throw error
      await waitFor(
        this,
        `a ${size.width}×${size.height} viewport`,
        `return innerWidth === arguments[0] && innerHeight === arguments[1]`,
        [size.width, size.height],
      )
    }
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(
      new Function(body) as (...args: unknown[]) => T,
      ...args,
    ) as Promise<T>
  }

  async click(selector: string) {
    await this.page.click(selector)
  }

  async type(selector: string, text: string) {
    await this.page.type(selector, text)
  }

  async press(key: 'Escape') {
    await this.page.keyboard.press(key)
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load', timeout: 15_000 })
  }

  /**
   * The page's own history.back(), the journey waiting for what it shows:
   * puppeteer's goBack() waits for a navigation event that Firefox's BiDi does
   * not always send for a page restored from the back/forward cache.
   */
  async back() {
    await this.run(`history.back()`)
  }

  async problems() {
    const probed = await this.run<string[]>(
      `return JSON.parse(sessionStorage.getItem('__engines_problems') || '[]')`,
    )
    return [...new Set([...this.logged, ...probed])]
  }

  async close() {
    await this.context?.close().catch(() => {})
  }
}

/**
 * Runs every journey, with the site's script files blocked and loaded, in the
 * browser `launch` starts (tests/engines/firefox.test.ts, chromium.test.ts).
 */
export function runJourneys(engine: string, launch: () => Promise<Browser>) {
  let browser: Browser | undefined
  let driver: PuppeteerDriver | undefined
  before(async () => {
    browser = await launch()
    driver = new PuppeteerDriver(engine, browser)
  })
  after(async () => {
    await driver?.close()
    await browser?.close()
  })
  for (const mode of MODES) {
    describe(`${engine}, script files ${mode === 'blocked' ? 'blocked from loading' : 'loaded'}`, () => {
      let site: Site | undefined
      before(async () => {
        site = await startSite(mode)
      })
      after(() => site?.close())
      for (const [name, journey] of JOURNEYS) {
        it(name, { timeout: 40_000 }, async () => {
          if (!driver || !site) throw new Error('set-up failed')
          await journey(driver, site)
        })
      }
    })
  }
}
