// The real-visitor benchmark (part of `npm run bench`): Debian's Chromium
// through playwright-core, a 390×800 touch phone, CPU slowed 4× and the network
// shaped by CDP (Indian 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up; and
// a slower profile at 300 ms). Each visit starts with an empty cache. The
// stock photos come from a stand-in host with photos of a real one's weight
// (scripts/stock-host.mjs; BENCH_PHOTOS=offline: none load, as before).
//
// For every route: FCP, LCP, when the header (Vike's hydration) and the
// page's components that act (data-hydrated-main; those that are only HTML
// hydrate once the page is idle) have hydrated, and the main thread's
// long tasks from the first paint until then ("blocking": the sum of each
// task's time over 50 ms; and the longest): a tap in that window waits for
// the task it lands in; and when the photos in the first view had arrived.
// For every control, in
// a fresh visit: the bench waits until it is painted on screen, then taps it
// every 60 ms on a fixed clock (raw CDP touch events) until it has done what it
// should, as seen before a frame is drawn. Its dead time runs from the first
// tap's arrival in the page (the touchstart's timeStamp: waiting behind a busy
// main thread counts) to that frame; "1st tap" is the bench's own delay between
// the paint and that tap, printed beside it. INP is the longest interaction the
// Event Timing API saw for those taps. Last, moving between pages: a link
// tapped on a settled page, until the next page is shown (NAVIGATIONS).
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs'
import { startStockHost } from './stock-host.mjs'

export const PROFILES = [
  { name: '150 ms', latency: 150, down: 1.6e6, up: 750e3 },
  { name: '300 ms', latency: 300, down: 1.6e6, up: 750e3 },
]
const TAP_EVERY_MS = 60
/** What the page answers, or `otherwise` if it is too busy (or gone) to answer within 2 s. */
const ask = (answer, otherwise) =>
  Promise.race([
    answer,
    new Promise((resolve) => setTimeout(() => resolve(otherwise), 2000)),
  ]).catch(() => otherwise)
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
  b.events = []
  b.long = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) b.inp = Math.max(b.inp, e.duration)
      b.events.push([e.name, Math.round(e.startTime), Math.round(e.processingStart - e.startTime), Math.round(e.processingEnd - e.processingStart), Math.round(e.duration)])
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.long.push([Math.round(e.startTime), Math.round(e.duration)])
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver(() => {
    const d = document.documentElement.dataset
    if (d.hydrated && !b.header) b.header = now()
    if (d.hydratedMain && !b.main) b.main = now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'data-hydrated-main'] })
  // Called by the bench once a control is on screen: records when it did what
  // it should (the test is checked on every change to the page, on events and
  // before every frame).
  b.watch = (test) => {
    b.taps = []
    addEventListener('touchstart', (e) => b.taps.push(e.timeStamp), { capture: true, passive: true })
    const check = () => { if (!b.effect && test()) b.effect = now() }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    for (const type of ['toggle', 'focusin', 'pagehide', 'click']) addEventListener(type, check, true)
    // And before every frame: what a visitor sees (a popover opened by a click
    // changes no attribute; its toggle event may wait behind the next taps).
    const frame = () => { check(); if (!b.effect) requestAnimationFrame(frame) }
    requestAnimationFrame(frame)
    // A link: the tap did its job when the navigation starts. window.name
    // carries that moment (on the wall clock) into the next page.
    const started = () => {
      if (b.effect) return
      b.effect = now()
      window.name = 'bench-effect:' + (performance.timeOrigin + b.effect)
    }
    window.navigation?.addEventListener('navigate', (e) => { if (e.navigationType === 'push') started() })
    addEventListener('pagehide', started)
  }
})()`

const HEADER_LINK = {
  name: 'header link (logo to /)',
  route: '/about',
  selector: 'header a[href="/"]',
  // A full load (before hydration: counted when it starts, as the browser
  // shows its own loading indicator) or Vike's client-side navigation
  // (after: when the page shows its loading bar, pages/+onPageTransitionStart.ts,
  // or, on builds without it, when the new page is shown).
  until:
    'location.pathname === "/" || document.querySelector("main")?.getAttribute("aria-busy") === "true"',
}

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
    // React's own state, or a held submit's label (CSS, before the form's code arrives).
    until:
      '((b) => /Sending/.test(b?.textContent + getComputedStyle(b, "::after").content))(document.querySelector("form [type=submit]"))',
  },
  HEADER_LINK,
  {
    // The same link tapped from the moment Vike's code has started (it marks
    // the history entry as its own), when Vike takes the tap but the page has
    // not finished starting up: the window between a full load and a hydrated
    // page. ("ready": what must also be true before the first tap.)
    ...HEADER_LINK,
    name: 'header link, page starting up',
    ready: '!!history.state?.vike',
  },
]

/**
 * Moving between pages: on a page that has hydrated and gone quiet, a tap on
 * a footer link, timed from its touchstart to the first frame with the next
 * page's heading in it, where its fade-in starts (Vike's client-side
 * navigation: the page's data, and its components' code unless it was loaded
 * ahead).
 */
export const NAVIGATIONS = [
  { from: '/about', to: '/services' },
  { from: '/', to: '/contact' },
  { from: '/services', to: '/about' },
].map((link) => ({ ...link, name: `link ${link.from} → ${link.to}` }))

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
  return { context, page, cdp }
}

const read = (page) => page.evaluate(() => ({ ...window.__bench }))

/** FCP, LCP and hydration of one route. */
async function measureRoute(browser, url, profile) {
  return measureRouteOnce(browser, url, profile).catch((error) => {
    console.warn(`\n${url}: visit failed (${error.message.split('\n')[0]})`)
    return { fcp: NaN, lcp: NaN, header: NaN, main: NaN, blocking: NaN, longest: NaN, photo: NaN }
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
  // The photos in the first view: when the last of them had arrived (NaN if
  // there is none, or it failed).
  const photo = await page
    .waitForFunction(
      () => {
        const inView = [...document.querySelectorAll('main img')].filter((img) => {
          const box = img.getBoundingClientRect()
          return box.bottom > 0 && box.top < innerHeight
        })
        if (!inView.every((img) => img.complete)) return false
        const ends = inView.map(
          (img) => performance.getEntriesByName(img.currentSrc)[0]?.responseEnd,
        )
        return { last: inView.length ? Math.max(...ends.map((end) => end ?? NaN)) : NaN }
      },
      null,
      { timeout: 20_000, polling: 100 },
    )
    .then((answer) => answer.jsonValue())
    .then(({ last }) => last ?? NaN)
    .catch(() => NaN)
  await context.close()
  // The main thread's long tasks from the first paint until the page has
  // hydrated: a tap in that window waits for the task it lands in.
  const tasks = b.long.filter(([start, duration]) => start + duration > b.fcp && start < b.main)
  return {
    fcp: b.fcp,
    lcp: b.lcp,
    header: b.header,
    main: b.main,
    blocking: tasks.reduce((sum, [, duration]) => sum + duration - 50, 0),
    longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
    photo,
  }
}

/**
 * Waits until the element is visible on screen, then starts watching for its
 * effect; returns the page's time of that moment and the element's centre.
 */
async function onScreen(page, selector, scroll, until, setup, ready) {
  const deadline = Date.now() + 30_000
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${selector} never came on screen`)
    const at = await page
      .evaluate(
        async ([selector, scroll, until, setup, ready]) => {
          // Compiled now: after the first await the page's CSP forbids it.
          const [scrollTo, setUp, test, isReady] = [
            scroll,
            setup,
            `return (${until})`,
            ready && `return (${ready})`,
          ].map((source) => source && new Function(source))
          scrollTo?.()
          // On screen means painted: wait for the next frame to be drawn.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
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
          if (!visible || (isReady && !isReady())) return 0
          setUp?.()
          window.__bench.effect = 0
          window.__bench.watch(test)
          return { at: performance.now(), x: box.x + box.width / 2, y: box.y + box.height / 2 }
        },
        [selector, scroll, until, setup, ready],
      )
      .catch((e) => (process.env.BENCH_DEBUG && console.error(e.message), 0))
    if (at) return at
    await page.waitForTimeout(20)
  }
}

/**
 * Taps the point every 60 ms, on a fixed clock (a tap does not wait for the
 * page to answer the one before, as a visitor's thumb does not), until the
 * effect was seen. Returns the page's time of the effect (a full page load
 * counts from when the new page started, on the first page's clock) and of the
 * first tap's arrival (its touchstart's timeStamp), if the page could tell it.
 */
async function tapUntil(page, cdp, { x, y }) {
  const origin = await page.evaluate(() => performance.timeOrigin)
  const { frameTree } = await cdp.send('Page.getFrameTree')
  const tap = () => {
    cdp
      .send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      .catch(() => {})
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => {})
  }
  tap()
  const timer = setInterval(tap, TAP_EVERY_MS)
  // A link that starts a full page load: the browser shows it is loading,
  // and the thumb stops. (Taps that went on landed on the next page's link
  // before it could answer and started the load again, over and over: some
  // visits then never finished.)
  const loading = (request) => {
    if (request.type === 'Document' && request.frameId === frameTree.frame.id) clearInterval(timer)
  }
  cdp.on('Network.requestWillBeSent', loading)
  let firstTap = NaN
  try {
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      // A page too busy to answer is asked again (the deadline still holds).
      const [effect, newOrigin, tapped] = await ask(
        page.evaluate(() => [
          window.__bench?.effect,
          performance.timeOrigin,
          window.__bench?.taps?.[0],
        ]),
        [0, origin],
      )
      if (newOrigin !== origin) {
        // Later taps may have restarted the navigation: the first one counts.
        const said = await page.evaluate(() => window.name).catch(() => '')
        const at = said.startsWith('bench-effect:') ? Number(said.slice(13)) : newOrigin
        return { effect: at - origin, firstTap }
      }
      if (tapped) firstTap = tapped
      if (effect) return { effect, firstTap }
    }
    return { effect: NaN, firstTap }
  } finally {
    clearInterval(timer)
    cdp.off('Network.requestWillBeSent', loading)
  }
}

/**
 * Taps once at a time until the effect was seen (to set the scene, not timed).
 * A tap on a busy page is answered late: it gets 2 s before the next one, so
 * that a second tap cannot undo the first (a toggle) once the bench has moved on.
 */
async function tapSlowlyUntil(page, selector) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const box = await page
      .locator(selector)
      .first()
      .boundingBox({ timeout: 1000 })
      .catch(() => null)
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    const worked = await page
      .waitForFunction(() => window.__bench?.effect, null, { timeout: 2000, polling: 50 })
      .then(
        () => true,
        () => false,
      )
    if (worked) return
  }
  throw new Error(`${selector} never did its job`)
}

/** One control's dead time and INP in a fresh visit (a failed visit counts as no figure). */
async function measureControl(browser, base, control, profile, settled = false) {
  const visitor = { context: null }
  let timer
  const timeout = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 60 s')), 60_000)
  })
  return Promise.race([
    measureControlOnce(browser, base, control, profile, visitor, settled),
    timeout,
  ])
    .catch((error) => {
      console.warn(`\n${control.name}: visit failed (${error.message.split('\n')[0]})`)
      void visitor.context?.close().catch(() => {})
      return { dead: NaN, firstTap: NaN, inp: NaN, hydrated: NaN }
    })
    .finally(() => clearTimeout(timer))
}

async function measureControlOnce(browser, base, control, profile, visitor, settled) {
  const { context, page, cdp } = await visit(browser, base + control.route, profile)
  visitor.context = context
  // Settled: the same tap once the page has hydrated and its network and main
  // thread have been quiet for a second, what a tap costs on this machine
  // (input pipeline, handler, frame at 4x CPU) when nothing is loading.
  if (settled) {
    await page.waitForFunction(() => window.__bench?.main, null, { timeout: 60_000, polling: 100 })
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
    await page.waitForTimeout(1000)
  }
  if (control.before) {
    await onScreen(page, control.before.selector, control.scroll, control.before.until)
    await tapSlowlyUntil(page, control.before.selector)
  }
  const shown = await onScreen(
    page,
    control.selector,
    control.scroll,
    control.until,
    control.setup,
    control.ready,
  )
  const { effect: worked, firstTap } = await tapUntil(page, cdp, shown)
  await page.waitForTimeout(200)
  const b = await ask(read(page), {})
  await context.close()
  // BENCH_DEBUG=1: the visit's timeline (long tasks, slow events: name, start, wait, run, duration).
  if (process.env.BENCH_DEBUG)
    console.error(
      `\n${control.name}: shown ${Math.round(shown.at)} first tap ${Math.round(firstTap)} effect ${Math.round(worked)} header ${Math.round(b.header)}\n  long ${JSON.stringify(b.long)}\n  events ${JSON.stringify(b.events)}`,
    )
  return {
    // From the first tap's arrival: the bench cannot tap the very moment the
    // control appears (that delay, its own, is firstTap); a full page load
    // before the page told the first tap counts from the moment it appeared.
    dead: worked - (Number.isFinite(firstTap) ? firstTap : shown.at),
    firstTap: firstTap - shown.at,
    inp: b.inp ?? NaN,
    hydrated: b.header ? b.header - shown.at : NaN,
  }
}

/** One tap on a link of a settled page: ms from the tap to the next page shown (NaN if it failed). */
async function measureNavigation(browser, base, link, profile) {
  const { context, page } = await visit(browser, base + link.from, profile)
  try {
    await page.waitForFunction(() => window.__bench?.main, null, { timeout: 60_000, polling: 100 })
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
    await page.waitForTimeout(1000)
    const selector = `footer a[href="${link.to}"]`
    await page.evaluate(
      ([selector, to]) => {
        document.querySelector(selector).scrollIntoView({ block: 'center' })
        const heading = () => document.querySelector('main h1')?.textContent
        const from = heading()
        const nav = (window.__nav = {})
        addEventListener('touchstart', (e) => (nav.tap ??= e.timeStamp), true)
        const check = () => {
          if (location.pathname === to && heading() !== from) nav.shown = performance.now()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      },
      [selector, link.to],
    )
    await page.waitForTimeout(300)
    const box = await page.locator(selector).first().boundingBox()
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForFunction(() => window.__nav?.shown, null, { timeout: 20_000, polling: 50 })
    const { tap, shown } = await page.evaluate(() => window.__nav)
    return shown - tap
  } catch (error) {
    console.warn(`\n${link.name}: visit failed (${error.message.split('\n')[0]})`)
    return NaN
  } finally {
    await context.close().catch(() => {})
  }
}

/**
 * Runs the benchmark against a served build; returns the figures (medians of
 * `runs` visits) and prints progress.
 */
export async function visitorBench(
  base,
  {
    routes,
    runs = 9,
    settledRuns = 5,
    profiles = PROFILES,
    controls = CONTROLS,
    navigations = NAVIGATIONS,
    photos = true,
  } = {},
) {
  // Photos from a stand-in for the stock host (scripts/stock-host.mjs), so
  // that visits spend on them what a real visitor's do.
  const stock = photos ? await startStockHost() : null
  const browser = await chromium
    .launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...(stock?.args ?? [])] })
    .catch((error) => {
      stock?.close()
      throw error
    })
  const result = { runs, routes: [], controls: [], navigations: [], photos: null }
  try {
    result.photos = (await stock?.draw(browser)) ?? null
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
          blocking: pick('blocking'),
          longest: pick('longest'),
          photo: pick('photo'),
        })
      }
      // Controls at the first profile only (the issue's target is set there).
      if (profile !== profiles[0]) continue
      for (const control of controls) {
        const samples = []
        for (let i = 0; i < runs; i++) {
          process.stdout.write(`visitor ${profile.name} ${control.name} ${i + 1}/${runs}        \r`)
          samples.push(await measureControl(browser, base, control, profile))
        }
        const settled = []
        for (let i = 0; i < settledRuns; i++) {
          process.stdout.write(
            `visitor ${profile.name} ${control.name} settled ${i + 1}/${settledRuns}        \r`,
          )
          settled.push(await measureControl(browser, base, control, profile, true))
        }
        result.controls.push({
          profile: profile.name,
          control: control.name,
          route: control.route,
          dead: Math.round(median(samples.map((s) => s.dead))),
          deadMax: Math.round(Math.max(...samples.map((s) => s.dead).filter(Number.isFinite))),
          firstTap: Math.round(median(samples.map((s) => s.firstTap))),
          inp: Math.round(median(samples.map((s) => s.inp))),
          hydratedAfterShown: Math.round(median(samples.map((s) => s.hydrated))),
          settled: Math.round(median(settled.map((s) => s.dead))),
        })
      }
      for (const link of navigations) {
        const samples = []
        for (let i = 0; i < runs; i++) {
          process.stdout.write(`visitor ${profile.name} ${link.name} ${i + 1}/${runs}        \r`)
          samples.push(await measureNavigation(browser, base, link, profile))
        }
        const done = samples.filter(Number.isFinite)
        result.navigations.push({
          profile: profile.name,
          link: link.name,
          shown: Math.round(median(done)),
          shownMax: done.length ? Math.round(Math.max(...done)) : NaN,
        })
      }
    }
  } finally {
    await browser.close()
    stock?.close()
  }
  return result
}

/** The two tables, as the README keeps them. */
export function printVisitorBench(result) {
  const pad = (v, n) => String(Number.isFinite(v) ? v : '—').padStart(n)
  console.log(
    `\nReal visitor (Chromium, 390×800 touch, CPU 4×, 1.6 Mbps; medians of ${result.runs} visits)`,
  )
  console.log(
    result.photos
      ? `Photos from a stand-in stock host: ${Object.entries(result.photos)
          .map(([w, bytes]) => `${w}w ${(bytes / 1000).toFixed(1)} kB`)
          .join(', ')}`
      : 'Photos: none load (no stand-in stock host), as offline',
  )
  console.log(
    'profile  route        FCP ms  LCP ms  header hydrated ms  page hydrated ms  blocking ms  longest task ms  photo in view ms',
  )
  for (const r of result.routes)
    console.log(
      `${r.profile.padEnd(9)}${r.route.padEnd(12)}${pad(r.fcp, 7)}${pad(r.lcp, 8)}${pad(r.header, 20)}${pad(r.main, 18)}${pad(r.blocking, 13)}${pad(r.longest, 17)}${pad(r.photo, 18)}`,
    )
  console.log(
    '\ncontrol (150 ms RTT)            route     dead ms  dead max  1st tap ms  INP ms  header hydrated after shown ms  settled ms',
  )
  for (const c of result.controls)
    console.log(
      `${c.control.padEnd(32)}${c.route.padEnd(9)}${pad(c.dead, 8)}${pad(c.deadMax, 10)}${pad(c.firstTap, 12)}${pad(c.inp, 8)}${pad(c.hydratedAfterShown, 33)}${pad(c.settled, 12)}`,
    )
  if (!result.navigations?.length) return
  console.log('\nlink, settled page (150 ms RTT)  tap to next page shown ms  worst visit')
  for (const n of result.navigations)
    console.log(`${n.link.padEnd(32)}${pad(n.shown, 26)}${pad(n.shownMax, 13)}`)
}

// `node scripts/visitor-bench.mjs [build dir]` alone: builds nothing, serves
// the build (dist/ by default) and runs. BENCH_RUNS, BENCH_ROUTES and
// BENCH_CONTROLS (part of a control's name) choose what runs; BENCH_PHOTOS=offline
// lets the photos fail at once.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./serve.mjs')
  const path = await import('node:path')
  const outDir = path.resolve(process.argv[2] ?? 'dist')
  const server = await startServer({ port: 0, outDir })
  const result = await visitorBench(server.url, {
    routes: (process.env.BENCH_ROUTES ?? '/ /about /services /contact /404.html')
      .split(' ')
      .filter(Boolean),
    controls: CONTROLS.filter((c) => c.name.includes(process.env.BENCH_CONTROLS ?? '')),
    navigations: NAVIGATIONS.filter((n) => n.name.includes(process.env.BENCH_CONTROLS ?? '')),
    runs: Number(process.env.BENCH_RUNS ?? 9),
    settledRuns: Number(process.env.BENCH_SETTLED_RUNS ?? 5),
    photos: process.env.BENCH_PHOTOS !== 'offline',
  })
  server.close()
  printVisitorBench(result)
  const { mkdirSync, writeFileSync } = await import('node:fs')
  mkdirSync('.bench', { recursive: true })
  writeFileSync('.bench/visitor.json', JSON.stringify(result, null, 2))
}
