// npm run bench — builds the site, serves dist/client on loopback as a static
// host does (precompressed brotli/gzip, _headers), and prints, for a phone
// visitor (docs/performance.md explains each figure):
//   1. bytes fetched before any tap (390×844, network quiet + 3 s), per route,
//      and on /contact once the visitor reaches for the form (its island);
//   2. Lighthouse (mobile, simulated throttling), medians of BENCH_RUNS runs;
//   3. a throttled real browser (CPU 4×, 150 ms round trip, 1.6 Mbps down):
//      how long after the tap each control answers, and a link's tap until the
//      next page's heading is painted, with and without the speculation rules;
//   4. non-blank source lines by kind and folder (BENCH_ONLY=lines: just those), and build time with 0, 100
//      and 500 generated pages (with the search indexing's share and the index's size), with the
//      share cards drawn on an empty cache, without them, and built again from the cards' cache
//      (BENCH_ONLY=build: just those builds), then as many generated blog posts (BENCH_PAGES);
//   5. search: what a first search fetches until its results are painted, and
//      how long a search takes to paint its results in the throttled browser
//      (BENCH_ONLY=search: just 5 and the builds of 4);
//   6. the first paint (issue 52), per route: brotli bytes of the HTML through
//      the first paragraph after its <h1>, the requests that block the first
//      paint, and first contentful paint after the HTML's first byte at 150 ms
//      RTT and 1.6 Mbps, median of BENCH_VISITS (BENCH_ONLY=paint: just 6).
// BENCH_BASELINE=<dir of another build> measures that build beside this one in
// the same run and prints the ratios (e.g. a build of an earlier commit).
// The figures go to .bench/results.json. Timings are printed, never asserted:
// this machine is noisy; compare medians and ratios from one run.
import { execFile, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts'
import { printLines, sourceLines } from './lines.mjs'
import { copyProject } from './project-copy.ts'
import { pageFile, startServer } from './serve.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const VISITS = Number(process.env.BENCH_VISITS ?? 5)
const PAGE_COUNTS = (process.env.BENCH_PAGES ?? '100 500').split(/\s+/).filter(Boolean).map(Number)
const ONLY = process.env.BENCH_ONLY
// 4a. BENCH_ONLY=lines: the source lines alone (scripts/lines.mjs says what counts as what).
if (ONLY === 'lines') {
  printLines(sourceLines())
  process.exit(0)
}
const BASELINE = process.env.BENCH_BASELINE && path.resolve(process.env.BENCH_BASELINE)
// The four pages of the spec, and the Tamil home and contact pages (issue 41).
const ROUTES = ['/', '/about', '/services', '/contact', '/ta', '/ta/contact']
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const NETWORK = { offline: false, latency: 150, downloadThroughput: 2e5, uploadThroughput: 93_750 }
/** The median of the finite values (NaN when there are none). */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Seconds the last build's search indexing took (postbuild prints it: tooling/search-index.ts). */
let indexingSeconds = 0
/** Seconds the last build drew its share cards in, on an empty cache (tooling/cards.ts). */
let cardsSeconds = 0

/** Cards the last build drew and took from the cache. */
let cardsCounts = { drawn: 0, cached: 0 }

/**
 * `npm run build` in a folder, its share cards drawn anew (an empty cache) or from `cache` (a
 * folder the build keeps them in); seconds.
 */
function build(cwd, cache) {
  const started = performance.now()
  const cards = cache ?? mkdtempSync(path.join(os.tmpdir(), 'cards-'))
  const env = { ...process.env, SITE_CARDS_CACHE: cards }
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd, encoding: 'utf8', env })
  if (!cache) rmSync(cards, { recursive: true, force: true })
  if (result.status !== 0) throw new Error(`build failed in ${cwd}:\n${result.stderr.slice(-3000)}`)
  indexingSeconds = Number(/search index in (\d+) ms/.exec(result.stdout)?.[1] ?? 0) / 1000
  cardsSeconds = Number(/share cards: .* in ([\d.]+) s/.exec(result.stdout)?.[1] ?? 0)
  const [, drawn, cached] = /share cards: (\d+) drawn, (\d+) from/.exec(result.stdout) ?? []
  cardsCounts = { drawn: Number(drawn ?? 0), cached: Number(cached ?? 0) }
  return Math.round((performance.now() - started) / 10) / 100
}

/** Bytes on disk of a folder's files (Pagefind's are compressed already), recursively. */
const sizeOf = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, String(file)))
    .filter((file) => statSync(file).isFile() && !/\.(gz|br)$/.test(file))
    .reduce((sum, file) => sum + (file.endsWith('.js') ? gz(file) : statSync(file).size), 0)

/** gzip bytes of a built file. */
const gz = (file) =>
  existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })

/** A phone page with CPU and network throttled as an Indian 4G visitor's (or not). */
async function phonePage({ throttled = false, speculation = true, origin = '' } = {}) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (throttled) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  }
  // Without speculation rules: the same pages with their rules taken out.
  if (!speculation)
    await page.route(
      (url) => url.origin === origin && !/\.[a-z0-9]+$/i.test(url.pathname),
      async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace(
          /<script type="speculationrules">.*?<\/script>/,
          '',
        )
        await route.fulfill({ response, body })
      },
    )
  return { page, close: () => context.close() }
}

/** Bytes of each kind a page has fetched from the site so far (gzip, from the build). */
async function fetched(page, site) {
  const urls = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((e) => e.name),
  )
  const totals = { js: 0, css: 0, html: 0, requests: 0 }
  for (const url of urls) {
    if (!url.startsWith(site.url)) continue
    const pathname = new URL(url).pathname
    const file = path.join(site.dir, 'client', pathname)
    totals.requests++
    if (pathname.endsWith('.js')) totals.js += gz(file)
    else if (pathname.endsWith('.css')) totals.css += gz(file)
    else if (!/\.[a-z0-9]+$/i.test(pathname))
      totals.html += gz(path.join(site.dir, 'client', pageFile(pathname)))
  }
  return totals
}

/** The routes a build has (a baseline from before issue 41 has no /ta pages). */
const routesOf = (site) =>
  ROUTES.filter((route) => existsSync(path.join(site.dir, 'client', pageFile(route))))

/** 1. What a phone fetches before any tap, per route; and /contact once the form is reached for. */
async function bytes(site) {
  const rows = {}
  for (const route of routesOf(site)) {
    const { page, close } = await phonePage()
    await page.goto(site.url + route, { waitUntil: 'networkidle' })
    await page.waitForTimeout(3000)
    rows[route] = await fetched(page, site)
    if (route === '/contact') {
      await page.locator('main form input').first().focus()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1000)
      rows['/contact, form reached'] = await fetched(page, site)
    }
    await close()
  }
  return rows
}

/** Runs a command without blocking this process (the servers live here). */
const run = promisify(execFile)

/** 2. Lighthouse, medians of RUNS runs per route (the 404 page at /404.html: Lighthouse refuses a 404 status). */
async function lighthouse(site) {
  const rows = {}
  for (const route of [...routesOf(site), '/404.html']) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      process.stdout.write(`Lighthouse ${route} ${i + 1}/${RUNS}\r`)
      // Lighthouse at this version, fetched by npx the first time (docs/dependencies.md). The
      // report on stdout; a run that fails or hangs (its own hiccups, NO_NAVSTART …) is one fewer.
      const report = await run(
        'npx',
        [
          '--yes',
          'lighthouse@12.8.2',
          site.url + route,
          '--quiet',
          '--output=json',
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: CHROMIUM },
          timeout: 180_000,
          killSignal: 'SIGKILL',
          maxBuffer: 1e8,
        },
      ).then(
        ({ stdout }) => JSON.parse(stdout),
        () => undefined,
      )
      if (!report) continue
      const score = (id) => Math.round(report.categories[id].score * 100)
      const audit = (id) => report.audits[id].numericValue
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      })
    }
    const pick = (key) => median(runs.map((run) => run[key]))
    rows[route] = {
      ...Object.fromEntries(Object.keys(runs[0] ?? {}).map((key) => [key, pick(key)])),
      performanceRuns: runs.map((run) => run.performance),
    }
  }
  return rows
}

/**
 * The controls: where each is, how to bring it on screen, and what it does
 * (`done`, tested in the page before every frame from the tap on).
 */
const CONTROLS = [
  {
    name: 'phone menu toggle',
    route: '/',
    selector: 'button[aria-controls="site-menu"]',
    done: () => document.getElementById('site-menu').matches(':popover-open'),
  },
  {
    name: 'light/dark toggle',
    route: '/',
    selector: '[data-color-scheme-toggle]',
    done: () => localStorage.getItem('mantine-color-scheme-value') !== null,
  },
  {
    name: 'chat button (past 100 px)',
    route: '/',
    scroll: 400,
    selector: '[data-scroll-flag="100"] > button',
    done: () => document.getElementById('chat-panel').matches(':popover-open'),
  },
  {
    name: 'FAQ question',
    route: '/contact',
    selector: '#faq summary',
    done: () => !!document.querySelector('#faq details[open]'),
  },
  {
    name: 'contact form field',
    route: '/contact',
    selector: 'main form input[name="name"]',
    done: () => document.activeElement?.getAttribute('name') === 'name',
  },
]

/**
 * Taps `selector` (Playwright's touchscreen: a finger down and up at once, as
 * the page gets it from a phone) and returns, in ms: `frame`, from the tap
 * (its touchend: the finger lifted, when the click follows) to the first frame
 * in which `done` holds; `interaction`, the longest the browser's Event Timing
 * API saw for the tap's events (from the input to the next paint after its
 * handlers: INP's measure).
 */
async function tap(page, selector, done) {
  const box = await page.locator(selector).first().boundingBox()
  // A string, run through the DevTools protocol: the page's CSP forbids eval.
  await page.evaluate(`window.__tap = { interaction: 0 }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__tap.interaction = Math.max(window.__tap.interaction, e.duration)
  }).observe({ type: 'event', durationThreshold: 16 })
  window.__tap.frame = new Promise((resolve) => {
    const test = ${done.toString()}
    let tapped = 0
    addEventListener('touchend', (e) => (tapped = e.timeStamp), { capture: true, once: true })
    const frame = () => (tapped && test() ? resolve(performance.now() - tapped) : requestAnimationFrame(frame))
    requestAnimationFrame(frame)
  }); 0`)
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  const frame = await page.evaluate(() =>
    Promise.race([window.__tap.frame, new Promise((r) => setTimeout(r, 5000))]),
  )
  await page.waitForTimeout(300) // the entries come after the next paint
  return { frame, interaction: await page.evaluate(() => window.__tap.interaction) }
}

/**
 * 3a. Each control, in fresh throttled visits: tapped as soon as it is
 * painted, and ("settled") once the page has loaded and gone quiet.
 */
async function controls(site) {
  const rows = {}
  for (const control of CONTROLS) {
    const times = []
    const settled = []
    for (let i = 0; i < VISITS * 2; i++) {
      process.stdout.write(`${control.name} ${i + 1}/${VISITS * 2}            \r`)
      const { page, close } = await phonePage({ throttled: true })
      await page.goto(site.url + control.route, { waitUntil: 'commit' })
      if (control.scroll) {
        await page.waitForLoadState('domcontentloaded')
        await page.evaluate((y) => window.scrollTo(0, y), control.scroll)
      }
      await page.locator(control.selector).first().scrollIntoViewIfNeeded()
      await page.locator(control.selector).first().waitFor({ state: 'visible' })
      const quiet = i >= VISITS
      if (quiet) {
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(1000)
      }
      ;(quiet ? settled : times).push(await tap(page, control.selector, control.done))
      await close()
    }
    const pick = (taps, key) => taps.map((t) => t[key])
    rows[control.name] = {
      frame: median(pick(times, 'frame')),
      interaction: median(pick(times, 'interaction')),
      worst: Math.max(...pick(times, 'interaction')),
      settledFrame: median(pick(settled, 'frame')),
      settledInteraction: median(pick(settled, 'interaction')),
    }
  }
  return rows
}

/**
 * 3b. A link's tap on a settled page until the next page's heading is painted
 * (its first paint, or the moment a prerendered page is shown), medians.
 */
async function links(site, options) {
  const times = []
  for (let i = 0; i < VISITS; i++) {
    process.stdout.write(`link ${i + 1}/${VISITS}            \r`)
    const { page, close } = await phonePage({ throttled: true, origin: site.url, ...options })
    await page.goto(site.url + '/', { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000)
    const heading = await page.locator('main h1').textContent()
    const link = 'footer a[href="/about"]'
    await page.locator(link).scrollIntoViewIfNeeded()
    await page.waitForTimeout(1500) // in view long enough for the browser's own prefetch
    const box = await page.locator(link).boundingBox()
    const tappedAt = await page.evaluate(() => performance.timeOrigin + performance.now())
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForURL('**/about', { waitUntil: 'commit' })
    await page.waitForFunction((text) => {
      const h1 = document.querySelector('main h1')
      return (
        h1 &&
        h1.textContent !== text &&
        getComputedStyle(document.querySelector('main')).opacity !== '0'
      )
    }, heading)
    // A page load: its first paint (or, prerendered, the moment it was shown);
    // a client-side navigation (an earlier build): the next frame.
    const shownAt = await page.evaluate(async () => {
      await new Promise(requestAnimationFrame)
      const nav = performance.getEntriesByType('navigation')[0]
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
      const loaded = nav?.name.endsWith('/about') && paint !== undefined
      const at = loaded ? Math.max(paint, nav.activationStart ?? 0) : performance.now()
      return performance.timeOrigin + at
    })
    times.push(shownAt - tappedAt)
    await close()
  }
  return median(times)
}

/** A first search's word: an English word of a case study's title (issue 52). */
const FIRST_SEARCH = 'distributor'

/**
 * 5a. A first search on a phone: what focusing the box and one search fetch until the frame that
 * paints its results (the excerpts loaded afterwards for later searches are not in it), by kind
 * (gzip; Pagefind's index files are compressed already).
 */
async function searchBytes(site) {
  const { page, close } = await phonePage()
  await page.goto(`${site.url}/search`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1000)
  const seen = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)),
  )
  await page.getByRole('searchbox').focus()
  const painted = page.evaluate(
    (word) =>
      new Promise((resolve) => {
        const frame = () =>
          document.querySelector('[role="status"]')?.textContent?.includes(word) &&
          document.querySelector('main ol li')
            ? resolve(performance.getEntriesByType('resource').map((e) => e.name))
            : requestAnimationFrame(frame)
        requestAnimationFrame(frame)
      }),
    FIRST_SEARCH,
  )
  await page.getByRole('searchbox').fill(FIRST_SEARCH)
  // Each file once (Pagefind takes the index chunk the box's code fetched ahead from the cache).
  const urls = new Set(await painted)
  const kinds = { code: 0, pagefindJs: 0, wasm: 0, index: 0, requests: 0 }
  for (const url of urls) {
    if (seen.has(url) || !url.startsWith(site.url)) continue
    const pathname = new URL(url).pathname
    const file = path.join(site.dir, 'client', pathname)
    kinds.requests++
    if (pathname.startsWith('/assets/')) kinds.code += gz(file)
    else if (pathname.endsWith('/pagefind.js')) kinds.pagefindJs += gz(file)
    else if (pathname.includes('/wasm.')) kinds.wasm += statSync(file).size
    else if (pathname.startsWith('/pagefind/'))
      kinds.index += pathname.endsWith('.json') ? gz(file) : statSync(file).size
  }
  await close()
  return kinds
}

/**
 * 5b. In a throttled phone (CPU 4x, 150 ms RTT, 1.6 Mbps): the first search, from focusing the box
 * (then typing FIRST_SEARCH) to the frame that paints its results, then each later search, from
 * the input event to the frame that paints its results; medians, and the first searches' runs.
 */
async function searchTimes(site) {
  const QUERIES = ['clinic', 'support', 'spreadsheets', 'receptionist', 'privacy', 'Coimbatore']
  const first = []
  const later = []
  for (let i = 0; i < VISITS; i++) {
    process.stdout.write(`search ${i + 1}/${VISITS}            \r`)
    const { page, close } = await phonePage({ throttled: true })
    await page.goto(`${site.url}/search`, { waitUntil: 'networkidle' })
    const painted = (query, from = 'input') =>
      page.evaluate(
        ([q, type]) =>
          new Promise((resolve) => {
            const box = document.getElementById('search')
            let started = 0
            box.addEventListener(type, (e) => (started = e.timeStamp), { once: true })
            const frame = () =>
              started && document.querySelector('[role="status"]')?.textContent?.includes(q)
                ? requestAnimationFrame(() => resolve(performance.now() - started))
                : requestAnimationFrame(frame)
            requestAnimationFrame(frame)
          }),
        [query, from],
      )
    const box = page.getByRole('searchbox')
    const done = painted(FIRST_SEARCH, 'focus')
    await box.focus()
    await box.fill(FIRST_SEARCH)
    first.push(await done)
    for (const query of QUERIES) {
      const shown = painted(query)
      await box.fill(query)
      later.push(await shown)
    }
    await close()
  }
  return {
    first: median(first),
    firstRuns: first.map(Math.round),
    later: median(later),
    samples: later.length,
  }
}

/**
 * 4b, 4c. Build seconds for a copy of the project with `count` generated files (`file(i)` with
 * `text(i)`), and the shared script's bytes there.
 */
function buildWith(count, file, text, { again = false } = {}) {
  const dir = copyProject(mkdtempSync(path.join(os.tmpdir(), `site-bench-${count}-`)))
  for (let i = 1; i <= count; i++) {
    mkdirSync(path.dirname(path.join(dir, file(i))), { recursive: true })
    writeFileSync(path.join(dir, file(i)), text(i))
  }
  const cache = mkdtempSync(path.join(os.tmpdir(), 'cards-'))
  const seconds = build(dir, cache)
  const indexing = indexingSeconds
  const cards = cardsSeconds
  const drawn = cardsCounts.drawn
  // Built again with the cards' cache: what a build with nothing changed costs.
  const cachedSeconds = again ? build(dir, cache) : undefined
  const cachedCards = again ? { seconds: cardsSeconds, ...cardsCounts } : undefined
  rmSync(cache, { recursive: true, force: true })
  const index = sizeOf(path.join(dir, 'dist/client/pagefind'))
  const html = readFileSync(path.join(dir, 'dist/client/index.html'), 'utf8')
  const script = /<script[^>]* src="\/([^"]+)"/.exec(html)?.[1]
  const shared = script ? gz(path.join(dir, 'dist/client', script)) : 0
  rmSync(dir, { recursive: true, force: true })
  return { seconds, shared, indexing, cards, drawn, index, cachedSeconds, cachedCards }
}
/** 4b. Generated pages (`again`: built a second time, from the cards' cache). */
const buildWithPages = (count, again = false) => ({
  pages: count,
  ...buildWith(
    count,
    (i) => `pages/generated-${i}/+Page.mdx`,
    (i) =>
      `---\ntitle: Generated page ${i}\ndescription: A generated page for the build's cost.\n---\n\n<PageHeader title="Generated page ${i}">\nA paragraph of prose for page ${i}.\n</PageHeader>\n\n<Section title="Services">\n<ServicesGrid />\n</Section>\n`,
    { again },
  ),
})

/** 4d. Build seconds with 0, 100 and 500 generated pages: cards drawn, left out, cached. */
function printCardBuilds(rows) {
  console.log(
    '\npages  cards  build s (cards drawn, empty cache)  cards s  without cards s  build s again (cards cached)  cards s',
  )
  for (const b of rows)
    console.log(
      `${pad(b.pages, 5)}${pad(b.drawn, 7)}${pad(b.seconds, 35)}${pad(b.cards, 9)}${pad(Math.round((b.seconds - b.cards) * 100) / 100, 17)}${pad(b.cachedSeconds ?? '', 30)}${pad(b.cachedCards?.seconds ?? '', 9)}`,
    )
}
/** 4c. Generated blog posts (a collection's entries). */
const buildWithPosts = (count) => ({
  entries: count,
  seconds: buildWith(
    count,
    (i) => `content/blog/generated-${i}.mdx`,
    (i) =>
      `---\ntitle: Generated post ${i}\ndescription: A generated post for the build's cost.\ndate: '2026-01-${String((i % 28) + 1).padStart(2, '0')}'\nauthor: The bench\n---\nA paragraph of prose for post ${i}.\n\n## A heading\n\nAnother paragraph.\n`,
  ).seconds,
})

/** 6. The first paint: bytes to the end of the first screen, blocking requests, FCP after TTFB. */
async function firstPaint(site) {
  const rows = {}
  for (const route of routesOf(site)) {
    const html = readFileSync(path.join(site.dir, 'client', pageFile(route)), 'utf8')
    const end = html.indexOf('</p>', html.indexOf('<h1')) + '</p>'.length
    // At the quality the build's .br files of pages use (scripts/postbuild.mjs).
    const firstScreenBr = brotliCompressSync(html.slice(0, end), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
    }).length
    const paints = []
    let blocking = 0
    for (let visit = 0; visit < VISITS; visit++) {
      const context = await browser.newContext(PHONE)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', NETWORK)
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (request) => request.abort())
      await page.goto(site.url + route, { waitUntil: 'load' })
      const { fcp, blocked } = await page.evaluate(async () => {
        const paint = await new Promise((resolve) => {
          const found = performance.getEntriesByName('first-contentful-paint')[0]
          if (found) return resolve(found)
          new PerformanceObserver((list) => resolve(list.getEntries()[0])).observe({
            type: 'paint',
          })
        })
        const [navigation] = performance.getEntriesByType('navigation')
        return {
          fcp: paint.startTime - navigation.responseStart,
          blocked: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.renderBlockingStatus === 'blocking').length,
        }
      })
      paints.push(fcp)
      blocking = Math.max(blocking, blocked)
      await context.close()
    }
    rows[route] = { firstScreenBr, blocking, fcpAfterTtfb: median(paints) }
  }
  return rows
}

const pad = (v, n) => String(v).padStart(n)

// ---------------------------------------------------------------------------
// BENCH_ONLY=build: the builds of 4 alone, each built twice (an empty cache, then the cache).
if (ONLY === 'build') {
  await browser.close()
  const rows = [0, ...PAGE_COUNTS].map((count) => {
    console.log(`Building with ${count} generated pages, twice…`)
    return buildWithPages(count, true)
  })
  printCardBuilds(rows)
  mkdirSync('.bench', { recursive: true })
  writeFileSync(
    '.bench/build.json',
    JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
  )
  process.exit(0)
}
console.log('Building the site…')
const buildSeconds = build(process.cwd())
const buildIndexing = indexingSeconds
const buildCards = cardsSeconds
const indexSize = {
  en: sizeOf(path.resolve('dist/client/pagefind/en')),
  ta: sizeOf(path.resolve('dist/client/pagefind/ta')),
}
const sites = [{ name: 'this build', dir: path.resolve('dist') }]
if (BASELINE) sites.push({ name: 'baseline', dir: BASELINE })
for (const site of sites) Object.assign(site, await startServer({ outDir: site.dir }))
const results = { date: new Date().toISOString(), sites: {} }
for (const site of sites) {
  console.log(`Measuring ${site.name}…`)
  // BENCH_ONLY=paint: the first paint alone (6).
  if (ONLY === 'paint') {
    results.sites[site.name] = { bytes: {}, controls: {}, paint: await firstPaint(site) }
    continue
  }
  // BENCH_ONLY=search: the search figures and the builds alone (5a, 5b, 4b).
  if (ONLY === 'search') {
    results.sites[site.name] = {
      bytes: {},
      controls: {},
      searchBytes: await searchBytes(site),
      search: await searchTimes(site),
    }
    continue
  }
  results.sites[site.name] = {
    bytes: await bytes(site),
    lighthouse:
      RUNS && (site === sites[0] || process.env.BENCH_BASELINE_LIGHTHOUSE)
        ? await lighthouse(site)
        : undefined,
    controls: await controls(site),
    link: await links(site, {}),
    linkWithoutSpeculation:
      site === sites[0] ? await links(site, { speculation: false }) : undefined,
    ...(existsSync(path.join(site.dir, 'client/search.html'))
      ? { searchBytes: await searchBytes(site), search: await searchTimes(site) }
      : {}),
    paint: await firstPaint(site),
  }
}
results.sourceLines = sourceLines()
if (ONLY === 'paint') PAGE_COUNTS.length = 0
results.build = [
  {
    pages: 0,
    seconds: buildSeconds,
    indexing: buildIndexing,
    cards: buildCards,
    index: indexSize.en + indexSize.ta,
  },
  ...PAGE_COUNTS.map((count) => buildWithPages(count, true)),
]
results.indexSize = indexSize
results.buildEntries = ONLY === 'search' || ONLY === 'paint' ? [] : PAGE_COUNTS.map(buildWithPosts)
for (const site of sites) site.close()
await browser.close()

// Report
for (const site of sites) {
  const r = results.sites[site.name]
  console.log(
    `\n== ${site.name}\nroute                   JS gz  CSS gz  HTML gz  req   (before any tap, phone)`,
  )
  for (const [route, t] of Object.entries(r.bytes))
    console.log(
      `${route.padEnd(22)}${pad(t.js, 7)}${pad(t.css, 8)}${pad(t.html, 9)}${pad(t.requests, 5)}`,
    )
  if (r.lighthouse) {
    console.log(
      `\nLighthouse (medians of ${RUNS})  perf  a11y  bp  seo  FCP ms  LCP ms  TBT ms   CLS   perf runs`,
    )
    for (const [route, l] of Object.entries(r.lighthouse))
      console.log(
        `${route.padEnd(29)}${pad(l.performance, 6)}${pad(l.accessibility, 6)}${pad(l.bestPractices, 4)}${pad(l.seo, 5)}${pad(Math.round(l.fcp), 8)}${pad(Math.round(l.lcp), 8)}${pad(Math.round(l.tbt), 8)}${pad(Math.round(l.cls * 1000) / 1000, 6)}   ${l.performanceRuns.join('/')}`,
      )
  }
  console.log(
    `\ncontrol (CPU 4x, 150 ms RTT), ms     tapped once painted: interaction (worst of ${VISITS})  frame    settled: interaction  frame`,
  )
  for (const [name, c] of Object.entries(r.controls))
    console.log(
      `${name.padEnd(40)}${pad(Math.round(c.interaction), 8)} (${Math.round(c.worst)})${pad(Math.round(c.frame), 17)}${pad(Math.round(c.settledInteraction), 22)}${pad(Math.round(c.settledFrame), 7)}`,
    )
  if (r.link !== undefined)
    console.log(
      `\nlink / -> /about, tap to heading painted: ${Math.round(r.link)} ms (median of ${VISITS})`,
    )
  if (r.linkWithoutSpeculation !== undefined)
    console.log(`  without speculation rules: ${Math.round(r.linkWithoutSpeculation)} ms`)
  if (r.searchBytes) {
    const b = r.searchBytes
    // (A build before issue 52 fetched the island's React and Mantine as its code.)
    const code = b.code ?? b.island
    console.log(
      `\nfirst search on /search, "${FIRST_SEARCH}", until its results are painted (gzip B): search box code ${code}, pagefind.js ${b.pagefindJs}, WebAssembly ${b.wasm}, index ${b.index}; total ${code + b.pagefindJs + b.wasm + b.index} in ${b.requests} requests (Pagefind's: ${b.pagefindJs + b.wasm + b.index})`,
    )
    console.log(
      `search (CPU 4x, 150 ms RTT, 1.6 Mbps): first search, focus to results painted ${Math.round(r.search.first)} ms (runs ${r.search.firstRuns.join(', ')}); later searches, input to results painted ${Math.round(r.search.later)} ms (medians; ${r.search.samples} later searches)`,
    )
  }
}
for (const site of sites) {
  const paint = results.sites[site.name].paint
  if (!paint) continue
  console.log(
    `\n== ${site.name}: first paint (150 ms RTT, 1.6 Mbps)\nroute          first screen br B  blocking requests  FCP after first byte ms (median of ${VISITS})`,
  )
  for (const [route, p] of Object.entries(paint))
    console.log(
      `${route.padEnd(15)}${pad(p.firstScreenBr, 18)}${pad(p.blocking, 19)}${pad(Math.round(p.fcpAfterTtfb), 22)}`,
    )
}
if (BASELINE && ONLY === 'search') {
  const [now, before] = [results.sites['this build'], results.sites.baseline]
  console.log(
    `\nratios, this build / baseline: first search ${(now.search.first / before.search.first).toFixed(2)}, later searches ${(now.search.later / before.search.later).toFixed(2)}`,
  )
} else if (BASELINE && ONLY !== 'paint') {
  const [now, before] = [results.sites['this build'], results.sites.baseline]
  console.log(
    `\nratios, this build / baseline: JS before any tap on / ${(now.bytes['/'].js / before.bytes['/'].js).toFixed(3)}; link tap to heading ${(now.link / before.link).toFixed(2)}`,
  )
  for (const name of Object.keys(now.controls))
    console.log(
      `  ${name}: interaction ${(now.controls[name].interaction / before.controls[name].interaction).toFixed(2)}, settled ${(now.controls[name].settledInteraction / before.controls[name].settledInteraction).toFixed(2)}`,
    )
}
printLines(results.sourceLines)
console.log(`search index on disk: en ${results.indexSize.en} B, ta ${results.indexSize.ta} B`)
console.log(
  'pages  build s  of which indexing s  without indexing s  cards s  without cards s  index B  shared script gz',
)
for (const b of results.build)
  console.log(
    `${pad(b.pages, 5)}${pad(b.seconds, 9)}${pad(b.indexing, 20)}${pad(Math.round((b.seconds - b.indexing) * 100) / 100, 20)}${pad(b.cards, 9)}${pad(Math.round((b.seconds - b.cards) * 100) / 100, 17)}${pad(b.index, 9)}${pad(b.shared ?? '', 18)}`,
  )
printCardBuilds(results.build.filter((b) => b.cachedSeconds !== undefined))
console.log('blog posts  build s')
for (const b of [{ entries: 0, seconds: buildSeconds }, ...results.buildEntries])
  console.log(`${pad(b.entries, 10)}${pad(b.seconds, 9)}`)
mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/results.json', JSON.stringify(results, null, 2))
