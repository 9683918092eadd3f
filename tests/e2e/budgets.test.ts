import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ROUTES, serveSite } from './harness'

const site = serveSite()

/** First-load budgets per route, gzip bytes as transferred (issue 5 lowers them to 125 kB JS, 15 kB CSS). */
export const BUDGET = { script: 220_000, stylesheet: 25_000, document: 15_000 }

interface Transfer {
  script: number
  stylesheet: number
  document: number
  font: number
  requests: number
}

describe('first-load bytes', () => {
  const rows: Record<string, Transfer> = {}
  for (const route of [...ROUTES, '/no-such-page']) {
    it(`${route} stays within the byte budgets`, async () => {
      const { page } = await site.open(route, { viewport: { width: 375, height: 740 } })
      await page.waitForLoadState('networkidle')
      const totals: Transfer = { script: 0, stylesheet: 0, document: 0, font: 0, requests: 0 }
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .concat(performance.getEntriesByType('navigation'))
          .map((e) => {
            const r = e as PerformanceResourceTiming
            return { name: r.name, type: r.initiatorType, size: r.encodedBodySize }
          }),
      )
      for (const entry of entries) {
        if (!entry.name.startsWith(site.url)) continue
        totals.requests++
        const path = new URL(entry.name).pathname
        if (entry.type === 'navigation') totals.document += entry.size
        else if (path.endsWith('.js')) totals.script += entry.size
        else if (path.endsWith('.css')) totals.stylesheet += entry.size
        else if (path.endsWith('.woff2')) totals.font += entry.size
      }
      rows[route] = totals
      assert.ok(totals.document > 0 && totals.script > 0 && totals.stylesheet > 0, 'measured')
      for (const kind of ['script', 'stylesheet', 'document'] as const) {
        assert.ok(
          totals[kind] <= BUDGET[kind],
          `${route}: ${kind} ${totals[kind]} B gzip is over the ${BUDGET[kind]} B budget`,
        )
      }
    })
  }
  it('prints the table', () => {
    console.log('route          JS gz   CSS gz  HTML gz  font  requests')
    for (const [route, t] of Object.entries(rows)) {
      console.log(
        `${route.padEnd(14)} ${String(t.script).padStart(6)} ${String(t.stylesheet).padStart(7)} ${String(t.document).padStart(8)} ${String(t.font).padStart(6)} ${String(t.requests).padStart(6)}`,
      )
    }
  })
})
