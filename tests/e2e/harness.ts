/**
 * Shared set-up for the real-browser tests (@playwright/test, playwright.config.ts): the built
 * site (dist/client) served as a static host serves it, on a port of each test file's own, and
 * the worker's Chromium (Debian's). Run `npm run build` first (`npm test` does).
 */
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { test } from '@playwright/test'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { pageFile, startServer } from '../../scripts/serve.ts'
import { launchForPictures } from '../../scripts/pictures.ts'

export { test }

/** Hosts that cannot be reached offline: the stock photos and the map. */
export const EXTERNAL_HOSTS = ['images.unsplash.com', 'www.openstreetmap.org']

export interface Site {
  url: string
  browser: Browser
  /**
   * Opens a page (until its `load` event) and records every console
   * error/warning and uncaught error on it. `saveData`: as a visitor who has
   * turned on their browser's data saver (the web font then waits for the next
   * visit: components/HtmlFirst/font.ts).
   */
  open: (path: string, options?: OpenOptions) => Promise<OpenPage>
}

export type OpenOptions = BrowserContextOptions & {
  saveData?: boolean
  /** How far the page loads before the test goes on: its `load` event unless said otherwise. */
  waitUntil?: 'load' | 'domcontentloaded'
  /**
   * The page's clock stands still from its start (Playwright's clock) until the test moves it
   * (`page.clock.runFor`, `resume`): what the page measures is then the same on a busy machine.
   */
  pausedClock?: boolean
}

export interface OpenPage {
  page: Page
  /** Console errors and warnings, minus failed loads of photos and the map (they cannot load offline). */
  problems: string[]
}

/**
 * Starts the server before the file's tests (with the worker's browser) and stops it after; each
 * test's pages, in contexts of their own, are closed when it ends.
 */
export function serveSite(
  serverOptions: {
    outDir?: string
    handle?: (req: IncomingMessage, res: ServerResponse) => boolean
  } = {},
): Site {
  const site = {} as Site
  let close: () => void = () => {}
  const opened: BrowserContext[] = []
  test.afterEach(() => Promise.all(opened.splice(0).map((context) => context.close())))
  test.beforeAll(async ({ browser }) => {
    const outDir = serverOptions.outDir ?? 'dist'
    if (!existsSync(`${outDir}/client/index.html`))
      throw new Error(`${outDir}/client is missing: run \`npm run build\` first.`)
    const server = await startServer({ ...serverOptions, outDir: path.resolve(outDir) })
    close = server.close
    site.url = server.url
    site.browser = browser
    site.open = async (route, { saveData, waitUntil = 'load', pausedClock, ...options } = {}) => {
      const context = await site.browser.newContext({
        viewport: { width: 1280, height: 800 },
        ...options,
      })
      opened.push(context)
      // Records Content-Security-Policy violations for the security tests.
      await context.addInitScript(
        "window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI))",
      )
      const page = await context.newPage()
      if (saveData) {
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
      }
      const problems = recordProblems(page)
      if (pausedClock) {
        // Paused a second ahead (pausing at once can fall in the past, which Playwright refuses);
        // the page then loads with its own clock standing at its start.
        await page.clock.install()
        await page.clock.pauseAt(Date.now() + 1000)
      }
      await page.goto(site.url + route, { waitUntil })
      return { page, problems }
    }
  })
  test.afterAll(() => close())
  return site
}

/**
 * The built site and Chromium drawing with the reference pictures' own fonts (scripts/pictures.ts),
 * for the tests of the look, started before the file's tests and stopped after. `executable`:
 * another Chromium, for pictures compared only with each other.
 */
export function servePictures(executable?: string): { url: string; browser: Browser } {
  const site = {} as { url: string; browser: Browser }
  let close: () => void = () => {}
  test.beforeAll(async () => {
    const server = await startServer()
    close = server.close
    site.url = server.url
    site.browser = await launchForPictures(executable)
  })
  test.afterAll(async () => {
    await site.browser?.close()
    close()
  })
  return site
}

/**
 * The page's console errors and warnings and uncaught errors, as they come
 * (the photos and the map, on hosts unreachable offline, may fail to load).
 */
export function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const source = message.location().url
    const offline = EXTERNAL_HOSTS.some((host) => source.includes(host))
    if (message.text().startsWith('Failed to load resource') && offline) return
    problems.push(`${message.type()}: ${message.text()} (${source})`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

/**
 * Waits until every island on the page (components/Island) has hydrated: each
 * does once the visitor reaches for it, so a test reaches for it first.
 */
export async function islandsHydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) =>
      island.hasAttribute('data-hydrated'),
    ),
  )
}

export const ROUTES = ['/', '/about', '/services', '/contact'] as const
/** The legal pages (issue 33): the privacy notice, cookies, terms, the footer's; the request page (issue 55). */
export const LEGAL_ROUTES = ['/privacy', '/cookies', '/terms', '/privacy/requests'] as const
/** The pages in Tamil (issue 41): pages/<address>/ta.mdx. */
export const TAMIL_ROUTES = [
  '/ta',
  '/ta/about',
  '/ta/services',
  '/ta/contact',
  '/ta/privacy',
  '/ta/cookies',
  '/ta/terms',
  '/ta/search',
  '/ta/privacy/requests',
] as const
/** Search (issue 47): its page; /ta/search is among the Tamil pages. */
export const SEARCH_ROUTES = ['/search'] as const
/** The lists writers grow (issue 34) and an entry of each. */
export const COLLECTION_ROUTES = [
  '/blog',
  '/blog/choosing-an-erp-for-a-growing-business',
  '/case-studies',
  '/case-studies/clinic-chain-answers-every-call',
  '/case-studies/service/kpo',
  '/careers',
  '/careers/customer-support-executive',
  '/careers/erp-consultant',
] as const

/** Every kind of page a visitor can reach, and an unknown address (the 404 page). */
export const EVERY_ROUTE = [
  ...ROUTES,
  ...LEGAL_ROUTES,
  ...COLLECTION_ROUTES,
  ...SEARCH_ROUTES,
  ...TAMIL_ROUTES,
  '/no-such-page',
] as const

/** The page's main heading in its prerendered HTML, as text. */
export const headingOf = (route: string) =>
  /<h1[^>]*>(.*?)<\/h1>/
    .exec(readFileSync(`dist/client/${pageFile(route)}`, 'utf8'))![1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Waits until the page at this route is the one shown. */
export const showing = (page: Page, route: string) =>
  page.waitForFunction(
    (text) => document.querySelector('main h1')?.textContent === text,
    headingOf(route),
  )
