/**
 * The journeys' driver (journeys.ts) for a browser puppeteer-core drives:
 * Firefox over WebDriver BiDi, Chromium over CDP. Console errors come from
 * puppeteer's console and pageerror events and from the probe script the test
 * server adds to every page (failed loads, uncaught errors, CSP violations).
 */
import { test } from '@playwright/test'
import type { Browser, BrowserContext, Page } from 'puppeteer-core'
import {
  JOURNEYS,
  MODES,
  startSite,
  waitFor,
  type Driver,
  type Site,
  type TreeState,
} from './journeys'

/**
 * Firefox's accessibility tree, read in its parent process (Firefox started with
 * -remote-allow-system-access: firefox.test.ts) through WebDriver BiDi's chrome scope: the first
 * button named `arguments[0]` in any tab, and its states (nsIAccessibleStates). The first call
 * starts the accessibility service, as a screen reader does; the tree then fills in.
 */
const FIREFOX_TREE = `((name) => {
  const service = Cc['@mozilla.org/accessibilityService;1'].getService(Ci.nsIAccessibilityService)
  const find = (accessible) => {
    if (!accessible) return null
    if (accessible.role === Ci.nsIAccessibleRole.ROLE_PUSHBUTTON && accessible.name === name)
      return accessible
    for (let child = accessible.firstChild; child; child = child.nextSibling) {
      const found = find(child)
      if (found) return found
    }
    return null
  }
  for (const window of Services.wm.getEnumerator('navigator:browser'))
    for (const browser of window.gBrowser.browsers) {
      const button = find(service.getAccessibleFor(browser))
      if (!button) continue
      const state = {}
      const extra = {}
      button.getState(state, extra)
      return [...service.getStringStates(state.value, extra.value)].join(' ')
    }
  return null
})`

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

  async expanded(name: string): Promise<TreeState> {
    if (this.engine === 'Chromium') {
      // Chromium: its tree over CDP.
      const cdp = await this.page.createCDPSession()
      try {
        const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
        const { nodes } = await cdp.send('Accessibility.queryAXTree', {
          nodeId: root.nodeId,
          accessibleName: name,
          role: 'button',
        })
        if (!nodes[0]) return 'absent'
        const expanded = nodes[0].properties?.find((p) => p.name === 'expanded')?.value.value
        return expanded === undefined ? 'not expandable' : expanded ? 'expanded' : 'collapsed'
      } finally {
        await cdp.detach()
      }
    }
    // Firefox: its parent process's copy of the page's tree, through BiDi's chrome scope.
    const bidi = (this.browser as unknown as { connection: BidiConnection }).connection
    const { result: tree } = await bidi.send('browsingContext.getTree', { 'moz:scope': 'chrome' })
    const { result } = await bidi.send('script.evaluate', {
      expression: `${FIREFOX_TREE}(${JSON.stringify(name)})`,
      target: { context: tree.contexts[0]!.context },
      awaitPromise: false,
    })
    if (result.type !== 'success') throw new Error(`Firefox's tree: ${JSON.stringify(result)}`)
    const states = result.result.value?.split(' ')
    if (!states) return 'absent'
    return states.includes('expanded')
      ? 'expanded'
      : states.includes('collapsed')
        ? 'collapsed'
        : 'not expandable'
  }
}

/** The two WebDriver BiDi commands expanded() sends, as puppeteer-core's connection types them. */
interface BidiConnection {
  send(
    method: 'browsingContext.getTree',
    params: { 'moz:scope': 'chrome' },
  ): Promise<{ result: { contexts: { context: string }[] } }>
  send(
    method: 'script.evaluate',
    params: { expression: string; target: { context: string }; awaitPromise: false },
  ): Promise<{
    result:
      | { type: 'success'; result: { value?: string | null } }
      | { type: 'exception'; exceptionDetails: unknown }
  }>
}

/**
 * Runs every journey, with the site's script files blocked and loaded, in the
 * browser `launch` starts (tests/engines/firefox.test.ts, chromium.test.ts).
 */
export function runJourneys(engine: string, launch: () => Promise<Browser>) {
  let browser: Browser | undefined
  let driver: PuppeteerDriver | undefined
  test.beforeAll(async () => {
    browser = await launch()
    driver = new PuppeteerDriver(engine, browser)
  })
  test.afterAll(async () => {
    await driver?.close()
    await browser?.close()
  })
  for (const mode of MODES) {
    test.describe(`${engine}, script files ${mode === 'blocked' ? 'blocked from loading' : 'loaded'}`, () => {
      let site: Site | undefined
      test.beforeAll(async () => {
        site = await startSite(mode)
      })
      test.afterAll(() => site?.close())
      for (const [name, journey] of JOURNEYS) {
        test(name, async () => {
          if (!driver || !site) throw new Error('set-up failed')
          await journey(driver, site)
        })
      }
    })
  }
}
