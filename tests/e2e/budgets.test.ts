import assert from 'node:assert/strict'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { describe, it } from 'node:test'
import { gzipSync } from 'node:zlib'
import { ROUTES, serveSite } from './harness'

const site = serveSite()

/** First-load budgets per route in gzip bytes (issue 5): JS, CSS, HTML. */
export const BUDGET = { script: 125_000, stylesheet: 15_000, document: 15_000 }
export interface FirstLoad {
  script: number
  stylesheet: number
  document: number
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

describe('first-load bytes', () => {
  const rows: Record<string, FirstLoad> = {}
  for (const route of [...ROUTES, '/no-such-page']) {
    it(`${route} stays within the byte budgets`, async () => {
      const { page } = await site.open(route, { viewport: { width: 375, height: 740 } })
      await page.waitForLoadState('networkidle')
      const entries = await page.evaluate(() =>
        [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ].map((e) => {
          const r = e as PerformanceResourceTiming
          return { name: r.name, type: r.initiatorType, transferred: r.encodedBodySize }
        }),
      )
      const totals: FirstLoad = {
        script: 0,
        stylesheet: 0,
        document: 0,
        font: 0,
        requests: 0,
        transferred: 0,
      }
      for (const entry of entries) {
        if (!entry.name.startsWith(site.url)) continue
        const path = new URL(entry.name).pathname
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
        else if (path.endsWith('.woff2')) totals.font += statSync(`dist/client${path}`).size
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
    })
  }
  it('starts JavaScript only after the first contentful paint', async () => {
    const html = readFileSync('dist/client/index.html', 'utf8')
    assert.doesNotMatch(html, /<script[^>]*\ssrc=/, 'no script file in the HTML')
    assert.doesNotMatch(html, /rel="modulepreload"/)
    const { page } = await site.open('/', { viewport: { width: 375, height: 740 } })
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => e.startTime),
    }))
    assert.ok(paint !== undefined && scripts.length > 0, 'measured')
    assert.ok(
      Math.min(...scripts) >= paint,
      `first script requested at ${Math.min(...scripts).toFixed(0)} ms, first paint at ${paint.toFixed(0)} ms`,
    )
  })

  it('runs React DOM, then Vike, then the page, each started after the one before', async () => {
    // Three shorter tasks instead of one long one (Total Blocking Time): the
    // start script imports each module of data-first, then Vike's entry.
    const html = readFileSync('dist/client/about/index.html', 'utf8')
    const first = /data-first="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1]
    const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Record<
      string,
      { file: string; name?: string }
    >
    assert.deepEqual(
      first,
      [
        `/${manifest['scripts/start-react-dom.ts']?.file}`,
        `/${Object.values(manifest).find((chunk) => chunk.name === 'vike')?.file}`,
      ],
      'the React DOM starter, then the vike chunk',
    )
    assert.ok(entry, 'the entry')
    const { page } = await site.open('/about', { viewport: { width: 375, height: 740 } })
    await page.waitForFunction(() => document.documentElement.dataset.hydratedFooter === 'true')
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => ({
          path: new URL(e.name).pathname,
          start: e.startTime,
          end: (e as PerformanceResourceTiming).responseEnd,
        })),
    )
    const steps = [...first, entry].map((path) => {
      const script = scripts.find((s) => s.path === path)
      assert.ok(script, `${path} was loaded`)
      return script
    })
    assert.equal(
      Math.min(...scripts.map((s) => s.start)),
      steps[0]!.start,
      'the React DOM starter is the first script',
    )
    for (let i = 1; i < steps.length; i++)
      assert.ok(
        steps[i]!.start >= steps[i - 1]!.end,
        `${steps[i]!.path} requested at ${steps[i]!.start.toFixed(0)} ms, before ${steps[i - 1]!.path} arrived (${steps[i - 1]!.end.toFixed(0)} ms)`,
      )
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1)
  })

  it('prints the table', () => {
    console.log('route          JS gz  CSS gz  HTML gz  font  requests  sent (br)')
    for (const [route, t] of Object.entries(rows)) {
      console.log(
        [route.padEnd(13), t.script, t.stylesheet, t.document, t.font, t.requests, t.transferred]
          .map((v, i) => (i === 0 ? v : String(v).padStart(7)))
          .join(' '),
      )
    }
  })
})
