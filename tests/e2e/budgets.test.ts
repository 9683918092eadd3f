import assert from 'node:assert/strict'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { describe, it } from 'node:test'
import { gzipSync } from 'node:zlib'
import { PRELOAD_MARK } from '../../components/MdxContent/preload'
import { ROUTES, serveSite } from './harness'

const site = serveSite()

/** First-load budgets per route in gzip bytes (issue 5): JS, CSS, HTML. */
export const BUDGET = { script: 125_000, stylesheet: 15_000, document: 15_000 }
/**
 * The other pages' components, loaded once the first page is idle
 * (components/MdxContent), gzip bytes: not part of the first load, but every
 * visitor who is not saving data gets them.
 */
export const AHEAD_BUDGET = 30_000
export interface FirstLoad {
  script: number
  /** Code loaded once the page was idle, for the next pages. */
  ahead: number
  stylesheet: number
  document: number
  /** The web font, which a first visit loads once the page is idle (styles/fonts.css). */
  font: number
  requests: number
  /** Bytes actually sent (brotli where the browser accepts it). */
  transferred: number
}

/** gzip size of a built file: its precompressed .gz twin, else compressed here. */
const gzipSize = (file: string) =>
  existsSync(`${file}.gz`)
    ? statSync(`${file}.gz`).size
    : gzipSync(readFileSync(file), { level: 9 }).length

/**
 * The small chunk that loads the other pages' components
 * (components/MdxContent/preload.ts): fetched once the page has hydrated, so
 * counted with what it loads.
 */
const isPreloader = (path: string) =>
  path.endsWith('.js') && readFileSync(`dist/client${path}`, 'utf8').includes(PRELOAD_MARK)

describe('first-load bytes', () => {
  const rows: Record<string, FirstLoad> = {}
  for (const route of [...ROUTES, '/no-such-page']) {
    it(`${route} stays within the byte budgets`, async () => {
      const { page } = await site.open(route, { viewport: { width: 375, height: 740 } })
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length, PRELOAD_MARK)
      await page.waitForLoadState('networkidle')
      const { entries, ahead } = await page.evaluate((mark) => {
        const entries = [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ].map((e) => {
          const r = e as PerformanceResourceTiming
          return {
            name: r.name,
            type: r.initiatorType,
            transferred: r.encodedBodySize,
            start: r.startTime,
          }
        })
        return { entries, ahead: performance.getEntriesByName(mark)[0]!.startTime }
      }, PRELOAD_MARK)
      const totals: FirstLoad = {
        script: 0,
        ahead: 0,
        stylesheet: 0,
        document: 0,
        font: 0,
        requests: 0,
        transferred: 0,
      }
      let preloaderBytes = 0
      let fontFirst = false
      for (const entry of entries) {
        if (!entry.name.startsWith(site.url)) continue
        const path = new URL(entry.name).pathname
        const preloader = isPreloader(path)
        if (preloader) preloaderBytes = gzipSize(`dist/client${path}`)
        if (path.endsWith('.woff2')) {
          totals.font += statSync(`dist/client${path}`).size
          fontFirst ||= entry.start < ahead
          continue
        }
        if (entry.start >= ahead || preloader) {
          if (path.endsWith('.js')) totals.ahead += gzipSize(`dist/client${path}`)
          continue
        }
        totals.requests++
        totals.transferred += entry.transferred
        if (entry.type === 'navigation') {
          const file =
            route === '/no-such-page'
              ? 'dist/client/404.html'
              : `dist/client${path === '/' ? '' : path}/index.html`
          totals.document += gzipSize(file.replace('//', '/'))
        } else if (path.endsWith('.js')) totals.script += gzipSize(`dist/client${path}`)
        else if (path.endsWith('.css')) totals.stylesheet += gzipSize(`dist/client${path}`)
      }
      rows[route] = totals
      assert.ok(totals.document > 0 && totals.script > 0 && totals.stylesheet > 0, 'measured')
      for (const kind of ['script', 'stylesheet', 'document'] as const) {
        const budget = BUDGET[kind]
        assert.ok(
          totals[kind] <= budget,
          `${route}: ${kind} is ${totals[kind]} B gzip, over the ${budget} B budget`,
        )
      }
      assert.ok(
        totals.font > 0 && !fontFirst,
        'a first visit loads the web font, once the page is idle, not with the page',
      )
      assert.ok(
        totals.ahead > preloaderBytes,
        "the next pages' code loaded once the page was idle, not only the chunk that loads it",
      )
      assert.ok(
        totals.ahead <= AHEAD_BUDGET,
        `${route}: the next pages' code is ${totals.ahead} B gzip, over the ${AHEAD_BUDGET} B budget`,
      )
    })
  }
  it('prints the table', () => {
    console.log('route          JS gz  ahead gz  CSS gz  HTML gz  font (idle)  requests  sent (br)')
    for (const [route, t] of Object.entries(rows)) {
      console.log(
        [
          route.padEnd(13),
          t.script,
          t.ahead,
          t.stylesheet,
          t.document,
          t.font,
          t.requests,
          t.transferred,
        ]
          .map((v, i) => (i === 0 ? v : String(v).padStart(7)))
          .join(' '),
      )
    }
  })
})
