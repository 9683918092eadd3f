/**
 * A first visit paints after one round trip (issue 52): each page carries its first screen's CSS
 * in its <head> (tooling/page-css.ts) and links the rest at the end of its <body>.
 *
 * - Nothing before the <h1> blocks rendering: no stylesheet link and no classic script file in
 *   the HTML before it, and Chromium counts no request of the page as render-blocking.
 * - The first 13,000 B of the page's gzip (the .gz file nginx serves) hold its <head> and
 *   everything through the first paragraph after its <h1>: with TLS and HTTP's headers, TCP's
 *   first flight of 10 segments.
 * - The first screen drawn with every stylesheet request blocked is the first screen drawn with
 *   them, on every page at 390 and 1280 px, light and dark, with the web font blocked in both
 *   (the fallback faces of styles/fonts.css: a fixed state).
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from './harness'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { builtPages } from '../../scripts/serve.ts'
import { difference, pictureTab, SCHEMES, WIDTHS, type Scheme } from '../../scripts/pictures.ts'
import { servePictures } from './harness.ts'
import { HEADLESS_SHELL } from '../../scripts/chromium.ts'

/** What fits in TCP's first flight (14.6 kB), less TLS's and HTTP's share. */
export const FIRST_FLIGHT = 13_000

// Every page of the build: the sitemap's, the 404 page and the component catalogue (`noindex`, for
// developers: every component on one page, so its first flight is not held to the 13,000 B).
const pages = builtPages('dist/client').map(([route, file]) => ({
  route: route === '/404' ? '/no-such-page' : route,
  html: readFileSync(file, 'utf8'),
}))
const CATALOGUE = '/components'

/** Where the first paragraph after the page's <h1> ends, in its HTML. */
function firstParagraphEnd(html: string) {
  const h1 = html.indexOf('<h1')
  const end = html.indexOf('</p>', h1)
  return h1 < 0 || end < 0 ? -1 : end + '</p>'.length
}

test.describe('the HTML before the <h1>', () => {
  for (const { route, html } of pages)
    test(`${route}: blocks nothing and fits in the first 13,000 B of gzip`, () => {
      const h1 = html.indexOf('<h1')
      assert.ok(h1 > 0, `${route} has an <h1>`)
      const before = html.slice(0, h1)
      assert.doesNotMatch(before, /<link[^>]*rel="stylesheet"/, 'a stylesheet linked before <h1>')
      for (const [tag] of before.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g))
        assert.match(tag, /\b(async|defer|type="module")\b/, `a classic script file: ${tag}`)
      if (route === CATALOGUE) return
      const end = firstParagraphEnd(html)
      assert.ok(end > 0, `${route} has a paragraph after its <h1>`)
      // The gzip stream up to that point, at the level the build's .gz files use (postbuild.mjs).
      const bytes = gzipSync(html.slice(0, end), { level: 6 }).length
      assert.ok(
        bytes <= FIRST_FLIGHT,
        `${route}: its <head> and HTML through the first paragraph after <h1> take ${bytes} B of gzip, over ${FIRST_FLIGHT} B`,
      )
    })
})

test.describe('the first screen without the stylesheets', () => {
  // Its pictures are compared with each other, not with references: the lighter headless shell.
  const site = servePictures(HEADLESS_SHELL)
  /** A tab at this width and scheme, with the web font blocked, and the stylesheets if asked. */
  const tab = async (width: number, scheme: Scheme, blockStylesheets: boolean) => {
    const page = await pictureTab(site.browser, width, scheme)
    await page.route(/\.woff2$/, (request) => request.abort())
    if (blockStylesheets)
      await page.route(/\.css$/, (request) =>
        request.request().resourceType() === 'stylesheet' ? request.abort() : request.fallback(),
      )
    return page
  }
  /** The first screen of `route` in `page`, and the requests Chromium counted render-blocking. */
  const firstScreen = async (page: Page, route: string) => {
    await page.goto(site.url + route, { waitUntil: 'load' })
    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          // Chromium's Resource Timing field (not yet in TypeScript's DOM types).
          (entry) =>
            (entry as unknown as { renderBlockingStatus: string }).renderBlockingStatus ===
            'blocking',
        )
        .map((entry) => entry.name),
    )
    // Every photo asked for, then answered (failed: the photos' host is offline), as for the
    // reference pictures (scripts/pictures.ts).
    await page.evaluate(() => {
      for (const image of document.images) image.loading = 'eager'
    })
    await page.waitForFunction(() => [...document.images].every((image) => image.complete))
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const picture = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      mask: [page.locator('[data-current-year]')],
      maskColor: '#888',
    })
    return { picture, blocking }
  }

  /** A lane a width and scheme: two tabs (stylesheets loaded, blocked), opened once. */
  const lanes: { width: number; scheme: Scheme; loaded: Page; blocked: Page }[] = []
  test.beforeAll(async () => {
    for (const width of WIDTHS)
      for (const scheme of SCHEMES) {
        const [loaded, blocked] = await Promise.all([
          tab(width, scheme, false),
          tab(width, scheme, true),
        ])
        lanes.push({ width, scheme, loaded, blocked })
      }
  })
  test.afterAll(() =>
    Promise.all(
      lanes.splice(0).flatMap(({ loaded, blocked }) => [loaded.close(), blocked.close()]),
    ),
  )

  for (const { route } of pages)
    test(`${route}: the same at 390 and 1280 px, light and dark; no request blocks the first paint`, async () => {
      // The four lanes side by side: the waiting is the pages'.
      const seen = await Promise.all(
        lanes.map(async ({ width, scheme, loaded, blocked }) => {
          const [a, b] = [await firstScreen(loaded, route), await firstScreen(blocked, route)]
          const { pixels } = await difference(a.picture, b.picture)
          return { width, scheme, pixels, blocking: a.blocking }
        }),
      )
      for (const { width, scheme, pixels, blocking } of seen) {
        assert.deepEqual(blocking, [], `${route} at ${width} px, ${scheme}: render-blocking`)
        assert.equal(
          pixels,
          0,
          `${route} at ${width} px, ${scheme}: ${pixels} pixels of the first screen differ with the stylesheets blocked`,
        )
      }
    })
})
