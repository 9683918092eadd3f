// The real-visitor benchmark (part of `npm run bench`): Debian's Chromium
// through playwright-core, a 390×800 touch phone, CPU slowed 4× and the network
// shaped by CDP (Indian 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up; and
// a slower profile at 300 ms). Each visit starts with an empty cache.
//
// For every route: FCP, LCP, and when the header (Vike's hydration) and the
// page's components (data-hydrated-main) have hydrated. For every control: its
// dead time, from the moment it is on screen until a tap does what it should,
// tapping every 60 ms from that moment (a fresh visit per control), and the
// longest interaction the Event Timing API saw for those taps (INP).
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs'

export const PROFILES = [
  { name: '150 ms', latency: 150, down: 1.6e6, up: 750e3 },
  { name: '300 ms', latency: 300, down: 1.6e6, up: 750e3 },
]
const TAP_EVERY_MS = 60
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Recorded inside the page from its first moment: paints, hydration, effects, interactions. */
const INSTRUMENT = `(() => {
  const b = (window.__bench = { lcp: 0, inp: 0 })
  const now = () => performance.now()
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') b.fcp = e.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.lcp = e.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) b.inp = Math.max(b.inp, e.duration)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new MutationObserver(() => {
    const d = document.documentElement.dataset
    if (d.hydrated && !b.header) b.header = now()
    if (d.hydratedMain && !b.main) b.main = now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'data-hydrated-main'] })
  // Called by the bench once a control is on screen: records when it did what
  // it should (the test is checked on every change to the page and event).
  b.watch = (until) => {
    const test = new Function('return (' + until + ')')
    const check = () => { if (!b.effect && test()) b.effect = now() }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    for (const type of ['toggle', 'focusin', 'pagehide', 'click']) addEventListener(type, check, true)
    window.navigation?.addEventListener('navigate', (e) => { if (e.navigationType === 'push') b.effect ||= now() })
    addEventListener('pagehide', () => { b.effect ||= now() })
  }
})()`

/**
 * The controls: where each is, how to bring it on screen, and what it does:
 * `until`, tested in the page from the moment the control is on screen, is
 * true once the control has done its job. (Written to work on earlier builds
 * too, so that start-ups can be compared.)
 */
export const CONTROLS = [
  {
    name: 'phone menu toggle',
    route: '/',
    selector: 'button[aria-controls="site-menu"]',
    until: 'document.getElementById("site-menu").checkVisibility()',
  },
  {
    name: 'light/dark toggle',
    route: '/',
    selector: 'header button[aria-label="Switch between light and dark mode"]',
    setup: 'window.__scheme = document.documentElement.getAttribute("data-mantine-color-scheme")',
    until: 'document.documentElement.getAttribute("data-mantine-color-scheme") !== window.__scheme',
  },
  {
    name: 'chat button (past 100 px)',
    route: '/',
    scroll: 'window.scrollTo(0, 400)',
    selector: 'button[aria-label="Chat with us on WhatsApp"]',
    until: '!!document.getElementById("chat-panel")?.checkVisibility()',
  },
  {
    name: "chat panel's close button",
    route: '/',
    scroll: 'window.scrollTo(0, 400)',
    before: {
      selector: 'button[aria-label="Chat with us on WhatsApp"]',
      until: '!!document.getElementById("chat-panel")?.checkVisibility()',
    },
    selector: '#chat-panel button[aria-label="Close chat"]',
    until: '!document.getElementById("chat-panel")?.checkVisibility()',
  },
  {
    name: 'FAQ question',
    route: '/contact',
    scroll: 'document.querySelector("#faq summary")?.scrollIntoView({ block: "center" })',
    selector: '#faq summary',
    until: '!!document.querySelector("#faq details[open]")',
  },
  {
    name: 'contact form field',
    route: '/contact',
    scroll: 'document.querySelector("form input[name=name]")?.scrollIntoView({ block: "center" })',
    selector: 'form input[name="name"]',
    until: 'document.activeElement === document.querySelector("form input[name=name]")',
  },
  {
    name: 'contact form submit',
    route: '/contact',
    scroll:
      'document.querySelector("form [type=submit]")?.scrollIntoView({ block: "center" }); for (const [n, v] of [["name", "Asha"], ["email", "asha@example.in"], ["message", "Hello"]]) { const f = document.querySelector("form [name=" + n + "]"); if (f && !f.value) f.value = v }',
    selector: 'form [type="submit"]',
    until: '/Sending/.test(document.querySelector("form [type=submit]")?.textContent ?? "")',
  },
  {
    name: 'header link (logo to /)',
    route: '/about',
    selector: 'header a[href="/"]',
    // A full load (before hydration) or Vike's client-side navigation (after).
    until: 'location.pathname === "/"',
  },
]

async function visit(browser, url, profile) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  await context.addInitScript(INSTRUMENT)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down / 8,
    uploadThroughput: profile.up / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(url, { waitUntil: 'commit' })
  return { context, page }
}

const read = (page) => page.evaluate(() => ({ ...window.__bench }))

/** FCP, LCP and hydration of one route. */
async function measureRoute(browser, url, profile) {
  return measureRouteOnce(browser, url, profile).catch((error) => {
    console.warn(`\n${url}: visit failed (${error.message.split('\n')[0]})`)
    return { fcp: NaN, lcp: NaN, header: NaN, main: NaN }
  })
}

async function measureRouteOnce(browser, url, profile) {
  const { context, page } = await visit(browser, url, profile)
  await page.waitForFunction(() => window.__bench?.main && window.__bench?.header, null, {
    timeout: 60_000,
    polling: 100,
  })
  await page.waitForTimeout(300)
  const b = await read(page)
  await context.close()
  return { fcp: b.fcp, lcp: b.lcp, header: b.header, main: b.main }
}

/**
 * Waits until the element is visible on screen, then starts watching for its
 * effect; returns the page's time of that moment.
 */
async function onScreen(page, selector, scroll, until, setup) {
  const deadline = Date.now() + 30_000
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${selector} never came on screen`)
    const at = await page
      .evaluate(
        ([selector, scroll, until, setup]) => {
          if (scroll) new Function(scroll)()
          const el = document.querySelector(selector)
          if (!el) return 0
          const box = el.getBoundingClientRect()
          const visible =
            box.width > 0 &&
            box.height > 0 &&
            box.bottom > 0 &&
            box.top < innerHeight &&
            getComputedStyle(el).visibility !== 'hidden' &&
            Number(getComputedStyle(el).opacity) > 0.5
          if (!visible) return 0
          if (setup) new Function(setup)()
          window.__bench.effect = 0
          window.__bench.watch(until)
          return performance.now()
        },
        [selector, scroll, until, setup],
      )
      .catch(() => 0)
    if (at) return at
    await page.waitForTimeout(20)
  }
}

/**
 * Taps the element every 60 ms until its effect was seen; returns the page's
 * time of the effect (a full page load counts from when the new page started,
 * on the first page's clock).
 */
async function tapUntil(page, selector) {
  const origin = await page.evaluate(() => performance.timeOrigin)
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const box = await page
      .locator(selector)
      .first()
      .boundingBox({ timeout: 1000 })
      .catch(() => null)
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(TAP_EVERY_MS)
    const [effect, newOrigin] = await page
      .evaluate(() => [window.__bench?.effect, performance.timeOrigin])
      .catch(() => [0, origin])
    if (newOrigin !== origin) return newOrigin - origin
    if (effect) return effect
  }
  return NaN
}

/** One control's dead time and INP in a fresh visit (a failed visit counts as no figure). */
async function measureControl(browser, base, control, profile) {
  return measureControlOnce(browser, base, control, profile).catch((error) => {
    console.warn(`\n${control.name}: visit failed (${error.message.split('\n')[0]})`)
    return { dead: NaN, inp: NaN, hydrated: NaN }
  })
}

async function measureControlOnce(browser, base, control, profile) {
  const { context, page } = await visit(browser, base + control.route, profile)
  if (control.before) {
    await onScreen(page, control.before.selector, control.scroll, control.before.until)
    await tapUntil(page, control.before.selector)
  }
  const shown = await onScreen(page, control.selector, control.scroll, control.until, control.setup)
  const worked = await tapUntil(page, control.selector)
  await page.waitForTimeout(200)
  const b = await read(page).catch(() => ({}))
  await context.close()
  return { dead: worked - shown, inp: b.inp ?? NaN, hydrated: b.header ? b.header - shown : NaN }
}

/**
 * Runs the benchmark against a served build; returns the figures (medians of
 * `runs` visits) and prints progress.
 */
export async function visitorBench(base, { routes, runs = 9, profiles = PROFILES } = {}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  })
  const result = { runs, routes: [], controls: [] }
  try {
    for (const profile of profiles) {
      for (const route of routes) {
        const samples = []
        for (let i = 0; i < runs; i++) {
          process.stdout.write(`visitor ${profile.name} ${route} ${i + 1}/${runs}        \r`)
          samples.push(await measureRoute(browser, base + route, profile))
        }
        const pick = (key) => Math.round(median(samples.map((s) => s[key])))
        result.routes.push({
          profile: profile.name,
          route,
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          header: pick('header'),
          main: pick('main'),
        })
      }
      // Controls at the first profile only (the target is set there).
      if (profile !== profiles[0]) continue
      for (const control of CONTROLS) {
        const samples = []
        for (let i = 0; i < runs; i++) {
          process.stdout.write(`visitor ${profile.name} ${control.name} ${i + 1}/${runs}        \r`)
          samples.push(await measureControl(browser, base, control, profile))
        }
        result.controls.push({
          profile: profile.name,
          control: control.name,
          route: control.route,
          dead: Math.round(median(samples.map((s) => s.dead))),
          deadMax: Math.round(Math.max(...samples.map((s) => s.dead).filter(Number.isFinite))),
          inp: Math.round(median(samples.map((s) => s.inp))),
          hydratedAfterShown: Math.round(median(samples.map((s) => s.hydrated))),
        })
      }
    }
  } finally {
    await browser.close()
  }
  return result
}

/** The two tables, as the README keeps them. */
export function printVisitorBench(result) {
  const pad = (v, n) => String(Number.isFinite(v) ? v : '—').padStart(n)
  console.log(
    `\nReal visitor (Chromium, 390×800 touch, CPU 4×, 1.6 Mbps; medians of ${result.runs} visits)`,
  )
  console.log('profile  route        FCP ms  LCP ms  header hydrated ms  page hydrated ms')
  for (const r of result.routes)
    console.log(
      `${r.profile.padEnd(9)}${r.route.padEnd(12)}${pad(r.fcp, 7)}${pad(r.lcp, 8)}${pad(r.header, 20)}${pad(r.main, 18)}`,
    )
  console.log(
    '\ncontrol (150 ms RTT)            route     dead ms  dead max  INP ms  header hydrated after shown ms',
  )
  for (const c of result.controls)
    console.log(
      `${c.control.padEnd(32)}${c.route.padEnd(9)}${pad(c.dead, 8)}${pad(c.deadMax, 10)}${pad(c.inp, 8)}${pad(c.hydratedAfterShown, 33)}`,
    )
}

// `node scripts/visitor-bench.mjs [build dir]` alone: builds nothing, serves
// the build (dist/ by default) and runs. BENCH_RUNS, BENCH_ROUTES change the counts.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./serve.mjs')
  const path = await import('node:path')
  const outDir = path.resolve(process.argv[2] ?? 'dist')
  const server = await startServer({ port: 0, outDir })
  const result = await visitorBench(server.url, {
    routes: (process.env.BENCH_ROUTES ?? '/ /about /services /contact /404.html').split(' '),
    runs: Number(process.env.BENCH_RUNS ?? 9),
  })
  server.close()
  printVisitorBench(result)
  const { mkdirSync, writeFileSync } = await import('node:fs')
  mkdirSync('.bench', { recursive: true })
  writeFileSync('.bench/visitor.json', JSON.stringify(result, null, 2))
}
