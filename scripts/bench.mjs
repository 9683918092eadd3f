// npm run bench — builds the site, serves dist/client on loopback with
// compression (precompressed brotli/gzip), and prints one table:
//   per route: first-load JS / CSS / HTML gzip bytes, request count, and the
//   median of N Lighthouse runs (mobile, simulated throttling, Debian Chromium):
//   performance, accessibility, best practices, SEO, FCP, LCP, TBT, CLS;
// then build seconds and peak memory for the real site and for copies with
// 100 and 500 generated MDX pages, the marginal cost per page and the size of
// the shared client entry. The same figures go to .bench/results.json.
// Then the real-visitor benchmark (scripts/visitor-bench.mjs): throttled
// Chromium at 150 and 300 ms round trips, FCP/LCP/hydration per route and the
// dead time and INP of every control.
//   BENCH_RUNS=5 (default) BENCH_PAGES="100 500" (default) BENCH_VISITOR_RUNS=9 (default)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { copyProject } from './project-copy.mjs'
import { startServer } from './serve.mjs'
import { printVisitorBench, visitorBench } from './visitor-bench.mjs'

const root = process.cwd()
/** Set when what the next pages need (components, web font) starts loading (components/MdxContent/preload.ts). */
const PRELOAD_MARK = 'preload-components'
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PAGE_COUNTS = (process.env.BENCH_PAGES ?? '100 500').split(/\s+/).filter(Boolean).map(Number)
// Lighthouse refuses pages answered with status 404, so the 404 page is measured at /404.html.
const ROUTES = ['/', '/about', '/services', '/contact', '/404.html']
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Runs `vike build` (+ postbuild) in a folder; returns seconds and peak memory in MB. */
function build(cwd, env = {}) {
  const started = process.hrtime.bigint()
  const result = spawnSync(
    '/usr/bin/time',
    ['-f', '%M', 'sh', '-c', 'npx vike build && node scripts/postbuild.mjs'],
    {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`build failed in ${cwd}:\n${result.stderr.slice(-3000)}`)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const peakKb = Number(result.stderr.trim().split('\n').at(-1))
  return { seconds: Math.round(seconds * 100) / 100, peakMemoryMb: Math.round(peakKb / 1024) }
}

const gz = (file) =>
  existsSync(`${file}.gz`)
    ? statSync(`${file}.gz`).size
    : gzipSync(readFileSync(file), { level: 9 }).length

/** The code every page loads first that would hold Vike's list of pages, gzip bytes. */
function entrySize(dir) {
  // Vike's client entry (its route table), the frame (Vike's runtime, React,
  // the layout) and the code of the page that serves every pages/*.mdx.
  const manifest = JSON.parse(readFileSync(path.join(dir, 'dist/assets.json'), 'utf8'))
  return Object.values(manifest)
    .filter(
      ({ file, name }) =>
        name === 'frame' ||
        /^assets\/entries\/(entry-client-routing|pages_-mdx-)\.[\w-]+\.js$/.test(file),
    )
    .reduce((sum, { file }) => sum + gz(path.join(dir, 'dist/client', file)), 0)
}

/** Runs a command without blocking this process (the server lives here). */
const run = (command, args, options) =>
  new Promise((resolve) => {
    const child = spawn(command, args, options)
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeout ?? 180_000)
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stderr })
    })
  })

/** One Lighthouse run; a run that fails for Lighthouse's own reasons (NO_NAVSTART …) is retried twice. */
async function lighthouse(url, attempt = 1) {
  try {
    return await lighthouseOnce(url)
  } catch (error) {
    if (attempt >= 3) throw error
    return lighthouse(url, attempt + 1)
  }
}

async function lighthouseOnce(url) {
  const out = path.join(os.tmpdir(), `lh-${process.pid}.json`)
  const result = await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, timeout: 180_000 },
  )
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr.slice(-2000)}`)
  const report = JSON.parse(readFileSync(out, 'utf8'))
  const audit = (id) => report.audits[id].numericValue
  // The other pages' components, loaded once the page is idle
  // (components/MdxContent/preload.ts, PRELOAD_MARK): not first-load bytes.
  // The mark is timed from the navigation's start, the requests from the first
  // request's: put the mark on the requests' clock.
  const timeOrigin = report.audits.metrics.details?.items?.[0]?.observedTimeOriginTs
  const networkStart = report.audits['network-requests'].details?.debugData?.networkStartTimeTs
  const preloadAt =
    (report.audits['user-timings'].details?.items?.find((t) => t.name === PRELOAD_MARK)
      ?.startTime ?? Infinity) +
    (timeOrigin && networkStart ? (timeOrigin - networkStart) / 1000 : 0)
  const requests = report.audits['network-requests'].details.items.filter((r) =>
    r.url.startsWith(url.replace(/\/[^/]*$/, '')),
  )
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests: requests.map((r) => ({
      url: r.url,
      type: r.resourceType,
      ahead: r.rendererStartTime >= preloadAt,
    })),
    failing: Object.values(report.categories)
      .flatMap((c) => c.auditRefs)
      .filter(
        (ref) =>
          ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1,
      )
      .map((ref) => ref.id),
  }
}

function firstLoadBytes(requests, base) {
  const totals = { js: 0, css: 0, html: 0, requests: 0 }
  for (const { url, type, ahead } of requests) {
    if (!url.startsWith(base)) continue
    const pathname = new URL(url).pathname
    // What loads once the page is idle, and the small chunk that loads it.
    const preloader =
      pathname.endsWith('.js') &&
      readFileSync(path.join('dist/client', pathname), 'utf8').includes(PRELOAD_MARK)
    if (ahead || preloader) continue
    totals.requests++
    if (type === 'Document') {
      const file =
        pathname === '/'
          ? 'index.html'
          : existsSync(`dist/client${pathname}/index.html`)
            ? `${pathname.slice(1)}/index.html`
            : '404.html'
      totals.html += gz(path.join('dist/client', file))
    } else if (pathname.endsWith('.js')) totals.js += gz(path.join('dist/client', pathname))
    else if (pathname.endsWith('.css')) totals.css += gz(path.join('dist/client', pathname))
  }
  return totals
}

/** A copy of the project with `count` generated MDX pages, node_modules linked. */
function copyWithPages(count) {
  const dir = path.join(os.tmpdir(), `site-bench-${count}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir)
  copyProject(dir, root)
  for (let i = 1; i <= count; i++) {
    writeFileSync(
      path.join(dir, `pages/generated-${i}.mdx`),
      `---\ntitle: Generated page ${i}\ndescription: A generated page used to measure how the build grows with the number of pages.\n---\n\n<PageHeader title="Generated page ${i}">\nA paragraph of prose for page ${i}.\n</PageHeader>\n\n<Section title="Services">\n<ServicesGrid />\n</Section>\n`,
    )
  }
  return dir
}

// 1. The real site
console.log('Building the site…')
const site = build(root)
const server = await startServer({ port: 0 })
const rows = []
for (const route of ROUTES) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    process.stdout.write(`Lighthouse ${route} run ${i + 1}/${RUNS}\r`)
    runs.push(await lighthouse(server.url + route))
  }
  const bytes = firstLoadBytes(runs[0].requests, server.url)
  const pick = (key) => median(runs.map((r) => r[key]))
  rows.push({
    route,
    ...bytes,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: Math.round(pick('fcp')),
    lcpMs: Math.round(pick('lcp')),
    tbtMs: Math.round(pick('tbt')),
    cls: Math.round(pick('cls') * 1000) / 1000,
    performanceRuns: runs.map((r) => r.performance),
    failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
  })
}
// 1b. Real visitors: throttled Chromium, taps on every control (scripts/visitor-bench.mjs)
const VISITOR_RUNS = Number(process.env.BENCH_VISITOR_RUNS ?? 9)
const visitor = VISITOR_RUNS
  ? await visitorBench(server.url, { routes: ROUTES, runs: VISITOR_RUNS })
  : undefined
server.close()

// 2. Build cost as pages grow
const scale = [{ pages: 0, ...site, entryGzip: entrySize(root) }]
for (const count of PAGE_COUNTS) {
  console.log(`Building a copy with ${count} generated pages…            `)
  const dir = copyWithPages(count)
  scale.push({ pages: count, ...build(dir), entryGzip: entrySize(dir) })
  rmSync(dir, { recursive: true, force: true })
}
const last = scale.at(-1)
const perPageMs = Math.round(((last.seconds - scale[0].seconds) / last.pages) * 1000 * 10) / 10
const entryPerPage = Math.round(((last.entryGzip - scale[0].entryGzip) / last.pages) * 100) / 100

// 3. Report
const pad = (v, n) => String(v).padStart(n)
console.log(
  '\nroute          JS gz  CSS gz  HTML gz  req  perf  a11y  bp  seo   FCP ms  LCP ms  TBT ms    CLS',
)
for (const r of rows) {
  console.log(
    `${r.route.padEnd(13)}${pad(r.js, 7)}${pad(r.css, 8)}${pad(r.html, 9)}${pad(r.requests, 5)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 4)}${pad(r.seo, 5)}${pad(r.fcpMs, 9)}${pad(r.lcpMs, 8)}${pad(r.tbtMs, 8)}${pad(r.cls, 7)}`,
  )
}
console.log(
  `(medians of ${RUNS} Lighthouse runs; performance per run: ${rows.map((r) => `${r.route} ${r.performanceRuns.join('/')}`).join('; ')})`,
)
for (const r of rows)
  if (r.failingAudits.length)
    console.log(`  ${r.route}: audits below 100 in some run: ${r.failingAudits.join(', ')}`)
console.log('\npages  build s  peak MB  shared entry gz')
for (const s of scale)
  console.log(
    `${pad(s.pages, 5)}${pad(s.seconds, 9)}${pad(s.peakMemoryMb, 9)}${pad(s.entryGzip, 17)}`,
  )
if (scale.length > 1)
  console.log(
    `marginal build cost: ${perPageMs} ms per page; shared client entry: ${entryPerPage} B gzip per page`,
  )
if (visitor) printVisitorBench(visitor)
mkdirSync('.bench', { recursive: true })
writeFileSync(
  '.bench/results.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      routes: rows,
      build: scale,
      perPageMs,
      entryBytesPerPage: entryPerPage,
      visitor,
    },
    null,
    2,
  ),
)
console.log('written: .bench/results.json')
