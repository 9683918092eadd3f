/**
 * The visitor's journeys, written once against a tiny browser driver and run
 * in Firefox (puppeteer-core over WebDriver BiDi: firefox.test.ts) and WebKit
 * (WebKitWebDriver and MiniBrowser over classic W3C WebDriver: webkit.test.ts).
 *
 * Each journey runs twice per engine: with the site's script files blocked (the
 * server answers 404 for every /assets/**.js, so only the inline scripts in
 * the HTML run) and with them (the shared script; the contact form hydrates
 * once reached for). Serves the build in ENGINES_OUT_DIR, which tests/build.setup.ts
 * makes with the form sending to this server (FORM_ENDPOINT, provider 'own'), which
 * answers as a site's own endpoint would: JSON from the form's code, a plain POST
 * without it.
 */
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pageFile, startServer } from '../../scripts/serve.ts'
import { FONT_KEY } from '../../components/HtmlFirst/font'
import { readContent } from '../e2e/content'

/** The engines' build (tests/build.setup.ts). */
export const ENGINES_OUT_DIR = '.engines-build'
export const OUT_DIR = path.resolve(ENGINES_OUT_DIR)
/** Where the engines' build sends the form (tests/build.setup.ts). */
export const FORM_ENDPOINT = '/api/contact'
/** Hosts that cannot be reached offline: the stock photos and the map. */
export const EXTERNAL_HOSTS = ['images.unsplash.com', 'www.openstreetmap.org']
export const PHONE = { width: 390, height: 800 }
export const DESKTOP = { width: 1280, height: 800 }

export type Mode = 'blocked' | 'loaded'
export const MODES: Mode[] = ['blocked', 'loaded']

/** What a journey needs from a browser. Scripts are function bodies; their arguments are `arguments[i]`. */
export interface Driver {
  readonly engine: string
  /** A fresh page (no stored theme) of this size, loaded to `load`. */
  open(url: string, size: { width: number; height: number }): Promise<void>
  run<T = unknown>(body: string, ...args: unknown[]): Promise<T>
  /** A real (trusted) click in the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>
  /** Types into the first element matching `selector` as a keyboard would. */
  type(selector: string, text: string): Promise<void>
  press(key: 'Escape'): Promise<void>
  reload(): Promise<void>
  /** The browser's Back button (the journey then waits for what the page shows). */
  back(): Promise<void>
  /** Console errors and warnings, uncaught errors, failed loads and CSP violations seen so far. */
  problems(): Promise<string[]>
  /**
   * The state of the button named `name` in the engine's accessibility tree, what a screen reader
   * is told: a popovertarget button's comes from its popover (it has no aria-expanded:
   * docs/popovers.md). 'unread' where this driver cannot read the tree.
   */
  expanded(name: string): Promise<TreeState>
}

export type TreeState = 'expanded' | 'collapsed' | 'not expandable' | 'absent' | 'unread'

// ---------------------------------------------------------------------------
// The server: the build as a static host serves it, plus a probe script in
// every page (errors, console errors, failed loads, CSP violations, kept in
// sessionStorage so they survive full page loads) and, in 'blocked' mode,
// 404 for the site's own JavaScript.

const PROBE_PATH = '/__engines-probe.js'
/** An empty page of the site's origin: a place to clear storage between journeys. */
export const BLANK_PATH = '/__engines-blank'
/** An image the server answers only after SLOW_IMAGE_MS (see slowImageOnNextPage). */
const SLOW_IMAGE_PATH = '/__engines-slow.gif'
const SLOW_IMAGE_MS = 1500
const SLOW_IMAGE_KEY = '__engines_slow_image'
/**
 * Past font-display: optional's 100 ms, which Firefox also gives the
 * stylesheet's face when a script asks for it (document.fonts.load failed there).
 */
const SLOW_FONT_MS = 400
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const PROBE = `(() => {
  const KEY = '__engines_problems'
  if (sessionStorage.getItem('${SLOW_IMAGE_KEY}')) {
    sessionStorage.removeItem('${SLOW_IMAGE_KEY}')
    document.addEventListener('DOMContentLoaded', () => {
      const img = document.createElement('img')
      img.src = '${SLOW_IMAGE_PATH}'
      img.alt = ''
      img.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0'
      document.body.append(img)
    })
  }
  // How the page was revealed: with a view transition (and how long its <main>'s fade runs), or
  // not; and why not, when the browser skipped the transition (its ready promise says so). A busy
  // page may miss one sign of the fade (the animations read when the transition is ready, its
  // animationstart or animationend events): any of them counts; none by the end is a skip.
  window.__reveal = { transition: false, durations: [] }
  const fadeOfMain = () => {
    for (const animation of document.getAnimations())
      if (animation.effect?.pseudoElement?.includes('(main)'))
        window.__reveal.durations.push(Number(animation.effect.getTiming().duration))
  }
  addEventListener('pagereveal', (event) => {
    window.__reveal.revealed = true
    if (!event.viewTransition) return
    window.__reveal.transition = true
    event.viewTransition.updateCallbackDone.catch(() => {})
    event.viewTransition.ready.then(fadeOfMain, (error) => (window.__reveal.skipped = String(error?.name ?? error)))
    event.viewTransition.finished.then(() => {
      if (!window.__reveal.durations.length) window.__reveal.skipped ??= 'ran before it could be seen'
    }, () => {})
  })
  addEventListener('animationstart', (event) => event.pseudoElement?.includes('(main)') && fadeOfMain())
  addEventListener('animationend', (event) => {
    if (event.pseudoElement?.includes('(main)'))
      window.__reveal.durations.push(Math.round(event.elapsedTime * 1000))
  })
  const record = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(KEY) || '[]')
      list.push(text + ' (on ' + location.pathname + ')')
      sessionStorage.setItem(KEY, JSON.stringify(list))
    } catch {}
  }
  // Loads the browser drops as the page is left (a prefetch of the link being
  // followed), and Firefox's error for a module preloaded when it is already
  // loaded (Vite preloads an island's dependencies, one of which the page's
  // script already imported), are not failures.
  let leaving = false
  addEventListener('beforeunload', () => (leaving = true))
  addEventListener('pageshow', () => (leaving = false))
  addEventListener('error', (event) => {
    const el = event.target
    if (el instanceof Element) {
      const loaded = el.matches('link[rel=modulepreload]') && performance.getEntriesByName(el.href).length
      if (!leaving && !loaded) record('failed load: ' + el.outerHTML.slice(0, 300))
    }
    else record('uncaught: ' + event.message + ' at ' + event.filename + ':' + event.lineno)
  }, true)
  addEventListener('unhandledrejection', (event) => record('unhandled rejection: ' + (event.reason && event.reason.stack || event.reason)))
  document.addEventListener('securitypolicyviolation', (event) => record('CSP: ' + event.violatedDirective + ' ' + event.blockedURI))
  for (const level of ['error', 'warn']) {
    const original = console[level]
    console[level] = function (...args) {
      record('console.' + level + ': ' + args.map(String).join(' '))
      return original.apply(this, args)
    }
  }
})()
`

export interface Site {
  url: string
  mode: Mode
  /** How many requests for the site's JavaScript were answered 404 (blocked mode). */
  blockedScripts: number
  /** Answers the web font SLOW_FONT_MS late, as a phone line does (the font journey sets it). */
  slowFont: boolean
  /** What FORM_ENDPOINT received: from the form's code (JSON) or a plain POST. */
  messages: { plain: boolean; fields: Record<string, string> }[]
  /** FORM_ENDPOINT answers 503 to the form's code, as an endpoint that is down does. */
  formDown: boolean
  close: () => void
}

/** The HTML file a path is served from, if it is a page. */
function htmlFile(root: string, pathname: string) {
  const file = path.join(root, pageFile(pathname))
  return file.startsWith(root) && existsSync(file) ? file : undefined
}

/**
 * @param options.plainHttpCsp drops `upgrade-insecure-requests` from the CSP:
 *   WebKit applies it to http://127.0.0.1 as well (Chromium and Firefox leave
 *   loopback alone), so over this plain-HTTP test server it would ask for every
 *   script, style and font over https and get none. Every other directive stays.
 */
export async function startSite(
  mode: Mode,
  options: { plainHttpCsp?: boolean } = {},
): Promise<Site> {
  const root = path.join(OUT_DIR, 'client')
  if (!existsSync(`${root}/index.html`))
    throw new Error(`${root} is missing: run \`npx playwright test --project=build\` first.`)
  const site = { mode, blockedScripts: 0, slowFont: false, formDown: false } as Site
  site.messages = []
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    const csp = res.getHeader('Content-Security-Policy')
    if (options.plainHttpCsp && typeof csp === 'string')
      res.setHeader('Content-Security-Policy', csp.replace(/;\s*upgrade-insecure-requests\b/, ''))
    if (pathname === FORM_ENDPOINT && req.method === 'POST') {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const plain = !!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        const fields = plain ? Object.fromEntries(new URLSearchParams(body)) : JSON.parse(body)
        site.messages.push({ plain, fields })
        if (plain)
          res
            .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
            .end('<!doctype html><html lang="en"><title>Thank you</title><h1>Thank you</h1></html>')
        else res.writeHead(site.formDown ? 503 : 204).end()
      })
      return true
    }
    if (pathname === PROBE_PATH) {
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
      res.end(PROBE)
      return true
    }
    if (pathname === SLOW_IMAGE_PATH) {
      setTimeout(() => {
        res.setHeader('Content-Type', 'image/gif')
        res.setHeader('Cache-Control', 'no-store')
        res.end(GIF)
      }, SLOW_IMAGE_MS)
      return true
    }
    if (site.slowFont && pathname.startsWith('/fonts/') && pathname.endsWith('.woff2')) {
      const file = path.join(root, pathname)
      if (!file.startsWith(root) || !existsSync(file)) return false
      setTimeout(() => {
        res.setHeader('Content-Type', 'font/woff2')
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable') // as public/_headers
        res.end(readFileSync(file))
      }, SLOW_FONT_MS)
      return true
    }
    if (pathname === BLANK_PATH) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end('<!doctype html><html lang="en"><title>blank</title></html>')
      return true
    }
    if (mode === 'blocked' && pathname.startsWith('/assets/') && pathname.endsWith('.js')) {
      site.blockedScripts++
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('blocked')
      return true
    }
    const file = req.method === 'GET' ? htmlFile(root, pathname) : undefined
    if (!file) return false
    // The probe goes before the page's first script (an external file from
    // the site itself: the CSP allows it, and the inline scripts' hashes stay valid).
    const html = readFileSync(file, 'utf8').replace(
      '<script',
      `<script src="${PROBE_PATH}"></script><script`,
    )
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    res.end(html)
    return true
  }
  const server = await startServer({ outDir: OUT_DIR, handle })
  site.url = server.url
  site.close = server.close
  return site
}

// ---------------------------------------------------------------------------
// Helpers written against the driver.

/** Polls `body` until it returns something truthy (errors while a page loads count as false). */
export async function waitFor<T>(
  driver: Driver,
  what: string,
  body: string,
  args: unknown[] = [],
  timeout = 5000,
): Promise<T> {
  const end = Date.now() + timeout
  let last: unknown
  for (;;) {
    try {
      const value = await driver.run<T>(body, ...args)
      if (value) return value
      last = value
    } catch (error) {
      last = error
    }
    if (Date.now() > end)
      assert.fail(`${driver.engine}: timed out waiting for ${what} (last: ${last})`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The next page loaded in this tab gets an image the server answers 1.5 s
 * late, as a stock photo on a slow network comes: the page's load event waits
 * for it (WebKit restores a reloaded page's place only once it has loaded).
 */
const slowImageOnNextPage = (driver: Driver) =>
  driver.run(`sessionStorage.setItem('${SLOW_IMAGE_KEY}', '1')`)

/** Loads a page, until its load event. */
async function load(driver: Driver, site: Site, route: string, size = PHONE) {
  await driver.open(site.url + route, size)
  await settle(driver, site)
}

/**
 * Waits for the page's load event. Blocked: checks that the site's script file
 * really was refused.
 */
async function settle(driver: Driver, site: Site) {
  await waitFor(driver, 'the load event', `return document.readyState === 'complete'`, [], 10_000)
  if (site.mode === 'blocked')
    assert.ok(site.blockedScripts > 0, 'the page asked for its script file and was refused')
}

/** Problems that matter: offline hosts, and in blocked mode the refused scripts, do not. */
async function assertNoProblems(driver: Driver, site: Site) {
  const problems = (await driver.problems()).filter((problem) => {
    if (EXTERNAL_HOSTS.some((host) => problem.includes(host))) return false
    if (site.mode === 'blocked' && /\/assets\/\S+\.js/.test(problem)) return false
    return true
  })
  assert.deepEqual(problems, [], `${driver.engine} (${site.mode}): no console errors`)
}

const navigation = readContent('navigation.yaml')
const ui = readContent('ui.yaml')
const form = readContent('form.yaml')
const faq: { question: string; answer: string }[] = readContent('faq.yaml')
const settings = readContent('site.yaml')
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

const MENU_TOGGLE = 'button[aria-controls="site-menu"]'
const popoverOpen = (selector: string) =>
  `!!document.querySelector(${JSON.stringify(selector)})?.matches(':popover-open')`
const isOpen = (selector: string) => `return ${popoverOpen(selector)}`
const isClosed = (selector: string) => `return !${popoverOpen(selector)}`
/** What a person sees of an element: shown at all, and its text. */
const seen = (selector: string) =>
  `const el = document.querySelector(${JSON.stringify(selector)})
   if (!el) return null
   const box = el.getBoundingClientRect()
   const style = getComputedStyle(el)
   return {
     visible: box.width > 0 && box.height > 0 && style.visibility === 'visible' && style.display !== 'none',
     text: el.innerText,
   }`
type Seen = { visible: boolean; text: string } | null

/** Where the page is, and which document it is (a full load starts a new one). */
const where = `return {
  path: location.pathname + location.search,
  document: performance.getEntriesByType('navigation')[0]?.name ?? '',
  marker: window.__sameDocument === true,
  heading: document.querySelector('main h1')?.textContent ?? '',
}`
type Where = { path: string; document: string; marker: boolean; heading: string }

/** Waits until /about is shown, loaded and different from the page before; returns where. */
const aboutShown = (driver: Driver, before: Where) =>
  waitFor<Where>(
    driver,
    'the About page',
    `const w = (() => { ${where} })()
     return w.path === '/about' && w.heading && w.heading !== arguments[0] && document.readyState === 'complete' ? w : null`,
    [before.heading],
    10_000,
  )

// ---------------------------------------------------------------------------
// The journeys.

/** Phone menu: the toggle opens and closes it, Escape closes it, a link in it leads to the page. */
export async function menuJourney(driver: Driver, site: Site) {
  await load(driver, site, '/', PHONE)
  // The toggle's name (the inline script's, data-label-open/-close), its popover's state, and what
  // the accessibility tree says of it.
  const toggle = async () => {
    const { label, open } = await driver.run<{ label: string; open: boolean }>(
      `return {
         label: document.querySelector(${JSON.stringify(MENU_TOGGLE)}).getAttribute('aria-label'),
         open: ${popoverOpen('#site-menu')},
       }`,
    )
    return { label, open, tree: await driver.expanded(label) }
  }
  const readsTree = (await driver.expanded(ui.header.openMenu)) !== 'unread'
  const menuIs = (open: boolean) => ({
    label: open ? ui.header.closeMenu : ui.header.openMenu,
    open,
    tree: readsTree ? (open ? 'expanded' : 'collapsed') : 'unread',
  })
  // The name follows the popover's toggle event, a task later; the tree follows in its own time.
  const expectToggle = async (expected: ReturnType<typeof menuIs>) => {
    const deadline = Date.now() + 4000
    while (JSON.stringify(await toggle()) !== JSON.stringify(expected) && Date.now() < deadline)
      await sleep(50)
    assert.deepEqual(await toggle(), expected)
  }
  await expectToggle(menuIs(false))
  assert.equal((await driver.run<Seen>(seen('#site-menu')))?.visible, false, 'menu starts closed')

  await driver.click(MENU_TOGGLE)
  await waitFor(driver, 'the menu to open', isOpen('#site-menu'))
  await expectToggle(menuIs(true))
  const menu = await driver.run<Seen>(seen('#site-menu'))
  assert.equal(menu?.visible, true, 'menu shown')
  assert.deepEqual(
    await driver.run(
      `return [...document.querySelectorAll('#site-menu a')].map((a) => [a.innerText.trim(), a.getAttribute('href')])`,
    ),
    [
      ...navigation.header.map((link: { label: string; href: string }) => [link.label, link.href]),
      [navigation.headerCta.label, navigation.headerCta.href],
      // The language switch: this page in each other language (content/site.yaml).
      ...settings.languages
        .slice(1)
        .map((language: { code: string; name: string }) => [language.name, `/${language.code}`]),
    ],
  )

  await driver.click(MENU_TOGGLE)
  await waitFor(driver, 'the same toggle to close the menu', isClosed('#site-menu'))
  await expectToggle(menuIs(false))

  await driver.click(MENU_TOGGLE)
  await waitFor(driver, 'the menu to open again', isOpen('#site-menu'))
  await driver.press('Escape')
  await waitFor(driver, 'Escape to close the menu', isClosed('#site-menu'))
  await expectToggle(menuIs(false))

  // Following a link: an ordinary page load, where the menu starts closed.
  await driver.run(`window.__sameDocument = true`)
  const before = await driver.run<Where>(where)
  await driver.click(MENU_TOGGLE)
  await waitFor(driver, 'the menu to open before following a link', isOpen('#site-menu'))
  await driver.click('#site-menu a[href="/about"]')
  const after = await aboutShown(driver, before)
  assert.equal(after.marker, false, 'the link loads the next page')
  await settle(driver, site)
  assert.equal(
    (await driver.run<Seen>(seen('#site-menu')))?.visible,
    false,
    'menu closed on /about',
  )
  await expectToggle(menuIs(false))
  await assertNoProblems(driver, site)
}

/** Light/dark: the toggle flips the page's colours, and the choice survives a reload. */
export async function themeJourney(driver: Driver, site: Site) {
  await load(driver, site, '/', PHONE)
  const scheme = () =>
    driver.run<{ attribute: string; stored: string | null; background: string }>(
      `return {
         attribute: document.documentElement.getAttribute('data-mantine-color-scheme'),
         stored: localStorage.getItem('mantine-color-scheme-value'),
         background: getComputedStyle(document.body).backgroundColor,
       }`,
    )
  const first = await scheme()
  assert.ok(['light', 'dark'].includes(first.attribute), JSON.stringify(first))
  assert.equal(first.stored, null, 'a fresh visitor has no stored choice')
  const other = first.attribute === 'light' ? 'dark' : 'light'

  await driver.click('[data-color-scheme-toggle]')
  await waitFor(
    driver,
    `the ${other} scheme`,
    `return document.documentElement.getAttribute('data-mantine-color-scheme') === arguments[0]`,
    [other],
  )
  // The page's colours follow the attribute (the body eases its background).
  const switched = await waitFor<{ attribute: string; stored: string | null; background: string }>(
    driver,
    'the background to change',
    `const s = { attribute: document.documentElement.getAttribute('data-mantine-color-scheme'),
       stored: localStorage.getItem('mantine-color-scheme-value'),
       background: getComputedStyle(document.body).backgroundColor }
     return s.background !== arguments[0] && s.stored === arguments[1] ? s : null`,
    [first.background, other],
  )
  assert.equal(switched.attribute, other)

  await driver.reload()
  await settle(driver, site)
  const reloaded = await scheme()
  assert.equal(reloaded.attribute, other, 'the choice survives a reload')
  assert.equal(reloaded.background, switched.background)

  await driver.click('[data-color-scheme-toggle]')
  await waitFor(
    driver,
    'the first scheme again',
    `return document.documentElement.getAttribute('data-mantine-color-scheme') === arguments[0] &&
       localStorage.getItem('mantine-color-scheme-value') === arguments[0]`,
    [first.attribute],
  )
  await assertNoProblems(driver, site)
}

const CHAT_BUTTON = '[data-scroll-flag="100"] > button'

/** The chat button, expanded or collapsed in the accessibility tree (where the driver reads it). */
const expectChatButton = async (driver: Driver, state: 'expanded' | 'collapsed') => {
  const deadline = Date.now() + 4000
  let seen = await driver.expanded(ui.chat.buttonLabel)
  while (seen !== state && seen !== 'unread' && Date.now() < deadline) {
    await sleep(50)
    seen = await driver.expanded(ui.chat.buttonLabel)
  }
  if (seen !== 'unread') assert.equal(seen, state, "the chat button's state in the tree")
}

/** Chat: the button appears past 100 px, opens the panel with Start Chat focused, and closes it. */
export async function chatJourney(driver: Driver, site: Site) {
  await load(driver, site, '/', PHONE)
  assert.equal((await driver.run<Seen>(seen(CHAT_BUTTON)))?.visible, false, 'hidden at the top')
  assert.equal(
    await driver.run(
      `return document.querySelector(arguments[0]).getAttribute('aria-label')`,
      CHAT_BUTTON,
    ),
    ui.chat.buttonLabel,
  )
  await driver.run(`window.scrollTo(0, 400)`)
  await waitFor(
    driver,
    'the chat button to appear past 100 px',
    `return (() => { ${seen(CHAT_BUTTON)} })()?.visible`,
  )
  await sleep(350) // it fades in
  await expectChatButton(driver, 'collapsed')
  await driver.click(CHAT_BUTTON)
  await waitFor(driver, 'the chat panel to open', isOpen('#chat-panel'))
  const panel = await driver.run<Seen>(seen('#chat-panel'))
  assert.equal(panel?.visible, true)
  assert.equal(
    await driver.run(`return document.querySelector('#chat-panel').getAttribute('role')`),
    'dialog',
  )
  assert.ok(squash(panel!.text).includes(ui.chat.title), panel!.text)
  assert.ok(squash(panel!.text).includes(ui.chat.note), 'Typically replies within minutes.')
  const start = await waitFor<{ text: string; href: string; target: string; rel: string }>(
    driver,
    'Start Chat to get focus',
    `const a = document.activeElement
     return a?.closest('#chat-panel') && a.matches('a')
       ? { text: a.innerText.trim(), href: a.href, target: a.target, rel: a.rel } : null`,
  )
  assert.equal(start.text, ui.chat.start)
  const wa = new URL(start.href)
  assert.equal(
    wa.origin + wa.pathname,
    `https://wa.me/${settings.whatsapp.number.replace(/\D/g, '')}`,
  )
  assert.equal(wa.searchParams.get('text'), settings.whatsapp.greeting)
  assert.equal(start.target, '_blank')
  assert.match(start.rel, /noopener/)
  await expectChatButton(driver, 'expanded')

  await driver.click('#chat-panel button[popovertargetaction="hide"]')
  await waitFor(driver, 'the close button to close the panel', isClosed('#chat-panel'))
  assert.equal((await driver.run<Seen>(seen('#chat-panel')))?.visible, false)
  await expectChatButton(driver, 'collapsed')
  await assertNoProblems(driver, site)
}

/** FAQ: each question opens its answer; opening one closes the other. */
export async function faqJourney(driver: Driver, site: Site) {
  await load(driver, site, '/contact', DESKTOP)
  const state = () =>
    driver.run<{ count: number; open: number[]; answer: string | null }>(
      `const items = [...document.querySelectorAll('#faq details')]
       const open = items.flatMap((d, i) => (d.open ? [i] : []))
       const answer = items.find((d) => d.open)?.querySelector('summary + *')
       const box = answer?.getBoundingClientRect()
       return { count: items.length, open, answer: answer && box.height > 0 ? answer.innerText : null }`,
    )
  const initial = await state()
  assert.equal(initial.count, faq.length)
  assert.deepEqual(initial.open, [], 'all answers start closed')
  for (const i of [0, 1, faq.length - 1]) {
    const question = `#faq details:nth-of-type(${i + 1}) > summary`
    // Scrolled to first, as a visitor does. (WebKitDriver's own scroll before a
    // click left a question just below the fold out of view: "not interactable".)
    await driver.run(
      `document.querySelector(arguments[0]).scrollIntoView({ block: 'center' })`,
      question,
    )
    await driver.click(question)
    // The answer slides open (200 ms) where the engine can animate to height: auto.
    await waitFor(
      driver,
      `answer ${i + 1} to show`,
      `const d = document.querySelectorAll('#faq details')[arguments[0]]
       const answer = d.querySelector('summary + *')
       return d.open && answer.getBoundingClientRect().height > 0 && answer.innerText.trim() !== ''`,
      [i],
      2000,
    )
    await sleep(300) // the other answer closes as it slides: let it settle before the next click
    const now = await state()
    assert.deepEqual(now.open, [i], 'one answer open at a time')
    const item = faq[i]!
    assert.equal(squash(now.answer ?? ''), squash(item.answer), item.question)
  }
  await driver.click(`#faq details:nth-of-type(${faq.length}) > summary`)
  await waitFor(
    driver,
    'the last answer to close',
    `return !document.querySelector('#faq details[open]')`,
  )
  await assertNoProblems(driver, site)
}

const FORM = 'main form[data-contact-form]'
const SUBMIT = `${FORM} button[type="submit"]`
const FILLED = {
  name: 'Asha Kumar',
  email: 'asha@example.in',
  message: 'We would like a quote for chat support.',
}

/**
 * The form is an island: reached for, its code loads and it hydrates; then a person has taken a
 * few seconds (sooner, the form asks the visitor to confirm first: tests/e2e/contact-form.ts).
 */
async function readyToSend(driver: Driver) {
  await waitFor(
    driver,
    'the form to hydrate',
    `return document.querySelector(arguments[0]).closest('[data-island]').hasAttribute('data-hydrated')`,
    [FORM],
    10_000,
  )
  await waitFor(driver, 'the minimum fill time', `return performance.now() > 3200`, [], 6000)
}

/** Types the name, email and message of FILLED into the form. */
async function typeMessage(driver: Driver) {
  await driver.type(`${FORM} [name="name"]`, FILLED.name)
  await driver.type(`${FORM} [name="email"]`, FILLED.email)
  await driver.type(`${FORM} [name="message"]`, FILLED.message)
}

/**
 * The form: blocked, a submit is held (nothing lost, the page stays); loaded (the island hydrated),
 * 'Sending...' for 1.5 s, then the fields are cleared and the notice shows.
 */
export async function formJourney(driver: Driver, site: Site) {
  await load(driver, site, '/contact', DESKTOP)
  const values = () =>
    driver.run<string[]>(
      `return ['name', 'email', 'message'].map((n) => document.querySelector(arguments[0] + ' [name="' + n + '"]').value)`,
      FORM,
    )
  // What the button says: a held submit shows 'Sending...' through CSS
  // (components/ContactForm, data-held-label) until React shows its own state.
  const button = () =>
    driver.run<{ text: string; disabled: boolean }>(
      `const b = document.querySelector(arguments[0])
       const held = getComputedStyle(b, '::after').content // Firefox: attr(data-held-label)
       const text = held.startsWith('"') ? JSON.parse(held)
         : held.startsWith('attr(') ? b.getAttribute(held.slice(5, -1))
         : b.innerText.trim()
       return { text, disabled: b.disabled }`,
      SUBMIT,
    )
  assert.deepEqual(await button(), { text: form.submit, disabled: false })
  await typeMessage(driver)
  assert.deepEqual(await values(), [FILLED.name, FILLED.email, FILLED.message])
  const startedAt = await driver.run<string>(`return location.href`)

  if (site.mode === 'blocked') {
    await driver.click(SUBMIT)
    await waitFor(
      driver,
      'the submit to be held',
      `return document.querySelector(arguments[0]).hasAttribute('data-held-submit')`,
      [FORM],
    )
    assert.deepEqual(await button(), { text: form.sending, disabled: true }, 'at once')
    await sleep(500)
    assert.equal(await driver.run(`return location.href`), startedAt, 'the page stays')
    assert.deepEqual(
      await values(),
      [FILLED.name, FILLED.email, FILLED.message],
      'nothing typed is lost',
    )
    // The form's code never comes: after 10 s the form goes as a plain POST (the endpoint
    // takes one), with everything typed.
    const before = site.messages.length
    await waitFor(
      driver,
      'the message, sent as a plain POST',
      `return document.readyState === 'complete' && location.pathname === arguments[0]`,
      [FORM_ENDPOINT],
      15_000,
    )
    assert.equal(site.messages.length, before + 1, 'sent once')
    const sent = site.messages.at(-1)!
    assert.equal(sent.plain, true)
    assert.deepEqual(
      [sent.fields.name, sent.fields.email, sent.fields.message],
      [FILLED.name, FILLED.email, FILLED.message],
    )
    assert.equal(sent.fields.website, '', 'the honeypot travels, empty')
    assert.equal(
      await driver.run(`return document.querySelector('h1').textContent`),
      'Thank you',
      "the endpoint's answer is shown",
    )
    return
  }

  await readyToSend(driver)
  await driver.run(
    `const form = document.querySelector(arguments[0])
     const button = form.querySelector('button[type="submit"]')
     const marks = (window.__marks = [])
     form.addEventListener('submit', (e) => { if (!e.defaultPrevented) marks.push({ label: 'submit', at: performance.now() }) }, { capture: true })
     new MutationObserver(() => marks.push({ label: button.innerText.trim(), at: performance.now(), disabled: button.disabled }))
       .observe(button, { subtree: true, characterData: true, childList: true, attributes: true })`,
    FORM,
  )
  await driver.click(SUBMIT)
  await waitFor(
    driver,
    "'Sending...'",
    `return document.querySelector(arguments[0]).innerText.trim() === arguments[1]`,
    [SUBMIT, form.sending],
    5000,
  )
  assert.deepEqual(await button(), { text: form.sending, disabled: true })
  await waitFor(
    driver,
    'the form to be idle again',
    `return document.querySelector(arguments[0]).innerText.trim() === arguments[1]`,
    [SUBMIT, form.submit],
    6000,
  )
  const marks = await driver.run<{ label: string; at: number }[]>(`return window.__marks`)
  const start = marks.find((m) => m.label === 'submit')
  const idle = marks.find((m) => m.label === form.submit && start && m.at > start.at)
  assert.ok(start && idle && marks.some((m) => m.label === form.sending), JSON.stringify(marks))
  const elapsed = Math.round(idle.at - start.at)
  assert.ok(elapsed >= 1400 && elapsed <= 2600, `'Sending...' lasted ${elapsed} ms (1500 expected)`)
  assert.deepEqual(await values(), ['', '', ''], 'the fields are cleared')
  const notice = await waitFor<string>(
    driver,
    'the notice',
    `return [...document.querySelectorAll('[role="alert"]')].map((el) => el.innerText).find((t) => t.includes(arguments[0]))`,
    [form.successTitle],
  )
  assert.ok(squash(notice).includes(form.successMessage), notice)
  assert.equal(await driver.run(`return location.href`), startedAt, 'the page stays')
  await assertNoProblems(driver, site)
}

/**
 * A send that fails (the endpoint is down): what was typed stays, the form says so and offers
 * another way (email with the message written, copy, phone); a retry sends the same message
 * once, with the same id, and the failure goes. Without the form's code there is no send to
 * fail (formJourney covers the plain POST): the blocked run checks the form is there to type in.
 */
export async function failedSendJourney(driver: Driver, site: Site) {
  await load(driver, site, '/contact', DESKTOP)
  await typeMessage(driver)
  if (site.mode === 'blocked') {
    // No send to fail without the form's code: what was typed stays, the failure is not shown.
    await sleep(1000)
    assert.equal(
      await driver.run(
        `return document.querySelector(arguments[0] + ' [name="message"]').value`,
        FORM,
      ),
      FILLED.message,
    )
    assert.equal(
      await driver.run(
        `return document.querySelector(arguments[0] + ' [data-another-way]').hidden`,
        FORM,
      ),
      true,
    )
    return
  }
  await readyToSend(driver)
  const before = site.messages.length
  site.formDown = true
  try {
    await driver.click(SUBMIT)
    await waitFor(
      driver,
      'the form to say the message was not sent',
      `const p = document.querySelector(arguments[0] + ' [data-another-way]')
       return !p.hidden && p.getBoundingClientRect().height > 0 && !document.querySelector(arguments[1]).disabled`,
      [FORM, SUBMIT],
      8000,
    )
  } finally {
    site.formDown = false
  }
  const said = await driver.run<string>(
    `return document.querySelector(arguments[0] + ' [role="alert"]').innerText`,
    FORM,
  )
  assert.ok(squash(said).includes(`${form.failureTitle}. ${squash(form.failureMessage)}`), said)
  assert.deepEqual(
    await driver.run(
      `return ['name', 'email', 'message'].map((n) => document.querySelector(arguments[0] + ' [name="' + n + '"]').value)`,
      FORM,
    ),
    [FILLED.name, FILLED.email, FILLED.message],
    'nothing typed is lost',
  )
  // "Email the message": the link opens the visitor's email app with the message written.
  const mailto = await driver.run<string>(
    `const link = document.querySelector(arguments[0] + ' a[data-mail-message]')
     addEventListener('click', (event) => event.preventDefault(), { once: true })
     link.click()
     return link.href`,
    FORM,
  )
  const mail = new URL(mailto)
  assert.equal(mail.protocol, 'mailto:')
  assert.equal(mail.pathname, settings.email)
  const body = mail.searchParams.get('body') ?? ''
  for (const part of [FILLED.name, FILLED.email, FILLED.message])
    assert.ok(body.includes(part), `the email holds "${part}": ${body}`)
  assert.equal(mail.searchParams.get('subject'), form.mailSubject)
  // A retry sends it, once, as the same message.
  await driver.click(SUBMIT)
  await waitFor(
    driver,
    'the notice',
    `return [...document.querySelectorAll('[role="alert"]')].some((el) => el.innerText.includes(arguments[0]))`,
    [form.successTitle],
    8000,
  )
  assert.equal(
    await driver.run(
      `return document.querySelector(arguments[0] + ' [data-another-way]').hidden`,
      FORM,
    ),
    true,
    'the failure is gone',
  )
  const sent = site.messages.slice(before)
  assert.equal(sent.length, 2, 'the failed send and the retry')
  assert.equal(sent[1]!.fields.id, sent[0]!.fields.id, 'the same message id')
  assert.equal(sent[1]!.fields.message, FILLED.message)
  const problems = (await driver.problems()).filter(
    (problem) =>
      !/\b503\b|api\/contact/.test(problem) && !EXTERNAL_HOSTS.some((h) => problem.includes(h)),
  )
  assert.deepEqual(problems, [], `${driver.engine}: no console errors but the failed send`)
}

/**
 * Header links: an ordinary page load, with or without the site's script file;
 * the next page's <main> fades in over 0.3 s: a view transition where the
 * engine has them (Chromium, WebKit), the inline script's CSS fade elsewhere
 * (Firefox).
 */
export async function navigationJourney(driver: Driver, site: Site) {
  await load(driver, site, '/', DESKTOP)
  await driver.run(`window.__sameDocument = true`)
  const before = await driver.run<Where>(where)
  assert.equal(
    await driver.run(`return getComputedStyle(document.querySelector('main')).opacity`),
    '1',
    'the prerendered page is shown at full opacity',
  )
  assert.deepEqual(
    await driver.run(
      `const { transition, durations } = window.__reveal; return { transition, durations }`,
    ),
    { transition: false, durations: [] },
    'no fade on a first visit',
  )
  // The rules that make the fade, in the page's stylesheet: a site without them fails here.
  const transitions = await driver.run<boolean>(`return 'onpagereveal' in window`)
  assert.deepEqual(
    await driver.run(FADE_RULES),
    { viewTransition: transitions, main: '0.3s site-fade-in' },
    transitions ? 'a view transition for every page load, fading <main> in' : 'the CSS fade',
  )
  await driver.click('header nav a[href="/about"]')
  const after = await aboutShown(driver, before)
  assert.equal(after.marker, false, 'an ordinary page load')
  assert.notEqual(after.document, before.document)
  await settle(driver, site)
  assert.equal(
    await driver.run(
      `return document.querySelector('header nav [aria-current="page"]')?.getAttribute('href')`,
    ),
    '/about',
    'the header marks About as the current page',
  )
  // The fade itself, whenever the browser runs it. A browser may skip a cross-document view
  // transition (the next page was slow to be ready on a busy machine) and says so: then the
  // navigation is tried again, three times at most.
  let fade: { how: string; durations: number[]; skipped?: string }
  for (let attempt = 1; ; attempt++) {
    fade = await waitFor(driver, "the new page's fade", FADE, [], 15_000)
    if (!fade.skipped) break
    console.log(
      `${driver.engine} (${site.mode}): the browser skipped the transition (${fade.skipped})`,
    )
    assert.ok(attempt < 3, `${driver.engine}: the view transition was skipped ${attempt} times`)
    await load(driver, site, '/', DESKTOP)
    await driver.click('header nav a[href="/about"]')
    await waitFor(driver, 'About', `return location.pathname === '/about' && !!window.__reveal`)
  }
  console.log(`${driver.engine} (${site.mode}): ${fade.how} of ${fade.durations.join(', ')} ms`)
  assert.deepEqual([...new Set(fade.durations)], [300], `${fade.how} over 0.3 s`)
  await waitFor(
    driver,
    'the page at full opacity',
    `return getComputedStyle(document.querySelector('main')).opacity === '1'`,
  )
  await assertNoProblems(driver, site)
}

/** The stylesheet's fade rules: `@view-transition { navigation: auto }` and how <main> fades in. */
const FADE_RULES = `const rules = []
  const walk = (list) => { for (const rule of list) { rules.push(rule); if (rule.cssRules) walk(rule.cssRules) } }
  for (const sheet of document.styleSheets) try { walk(sheet.cssRules) } catch {}
  const text = (rule) => rule.cssText.replace(/\\s+/g, ' ')
  const main = rules.find((rule) => /::view-transition-new\\(main\\)|\\[data-page-fade\\] main/.test(rule.selectorText ?? ''))
  return {
    viewTransition: rules.some((rule) => !rule.parentRule && /^@view-transition \\{ navigation: auto; \\}$/.test(text(rule))),
    main: main && \`\${main.style.animationDuration} \${main.style.animationName}\`,
  }`

/** The new page's fade once it has run, or why the browser skipped it. */
const FADE = `if ('onpagereveal' in window) {
    const { transition, durations, skipped, revealed } = window.__reveal
    if (skipped || (revealed && !transition)) return { skipped: skipped ?? 'no transition' }
    return transition && durations.length && { how: 'view transition', durations }
  }
  const durations = document.querySelector('main').getAnimations()
    .filter((a) => a.animationName === 'site-fade-in')
    .map((a) => Number(a.effect.getTiming().duration))
  return document.documentElement.hasAttribute('data-page-fade') && durations.length && { how: 'CSS fade', durations }`

/**
 * A long page: a link to one of its sections (the footer lists them) lands on
 * it, clear of the fixed header, and stays there; going back to the page, or
 * reloading it, shows the same place.
 */
export async function longPageJourney(driver: Driver, site: Site) {
  await load(driver, site, '/', PHONE)
  const TARGET = '/services#voice-calling'
  /** Where the linked section's top is on screen, and how far the page is scrolled. */
  const place = () =>
    driver.run<{ top: number; y: number }>(
      `const el = document.getElementById('voice-calling')
       return { top: el ? Math.round(el.getBoundingClientRect().top) : NaN, y: Math.round(scrollY) }`,
    )
  /** Waits for /services, loaded, and for its place to hold for half a second. */
  const placeOnServices = async (what: string) => {
    await waitFor(
      driver,
      what,
      `return location.pathname === '/services' && document.readyState === 'complete'`,
      [],
      10_000,
    )
    await settle(driver, site)
    let last = await place()
    for (let i = 0; i < 40; i++) {
      await sleep(250)
      const now = await place()
      if (Math.abs(now.top - last.top) <= 1 && Math.abs(now.y - last.y) <= 1) {
        await sleep(250)
        const still = await place()
        if (Math.abs(still.top - now.top) <= 1) return still
      }
      last = now
    }
    assert.fail(
      `${driver.engine} (${site.mode}): ${what}: the page kept moving (${JSON.stringify(last)})`,
    )
  }

  // As a visitor does: down to the footer, then the link.
  await driver.run(
    `document.querySelector('footer a[href="${TARGET}"]').scrollIntoView({ block: 'center' })`,
  )
  await sleep(300)
  await driver.click(`footer a[href="${TARGET}"]`)
  const landed = await placeOnServices('the linked section')
  const header = await driver.run<number>(
    `return Math.round(document.getElementById('site-header').getBoundingClientRect().bottom)`,
  )
  // The page's scroll-padding (styles/global.css) keeps it clear of the fixed header.
  assert.ok(
    landed.top >= header && landed.top <= header + 40,
    `${driver.engine} (${site.mode}): the linked section is at the top, just below the header (${header} px): ${JSON.stringify(landed)}`,
  )

  // The page itself (no #section in the address: a browser may scroll to it
  // on reload), read further down, left for another page through the menu, and back.
  // (A full load in the same tab: drawn, as its reload is, in the fallback the
  // tab keeps for as long as it is open.)
  await driver.run(`location.assign('/services')`)
  await placeOnServices('the services page')
  await driver.run(`window.scrollTo(0, 3000)`)
  await sleep(300)
  const left = await place()
  assert.equal(left.y, 3000, 'scrolled down the page')
  const services = await driver.run<Where>(where)
  await driver.click(MENU_TOGGLE)
  await waitFor(driver, 'the menu to open', isOpen('#site-menu'))
  await driver.click('#site-menu a[href="/about"]')
  await aboutShown(driver, services)
  await settle(driver, site)
  await driver.back()
  const back = await placeOnServices('the page after going back')
  assert.ok(
    Math.abs(back.top - left.top) <= 2,
    `${driver.engine} (${site.mode}): back on the same place: left at ${JSON.stringify(left)}, back at ${JSON.stringify(back)}`,
  )

  // A reload whose image comes late (WebKit restores a page's place only once it has loaded).
  await slowImageOnNextPage(driver)
  await driver.reload()
  const reloaded = await placeOnServices('the page after a reload')
  assert.ok(
    Math.abs(reloaded.top - left.top) <= 2,
    `${driver.engine} (${site.mode}): reloaded on the same place: left at ${JSON.stringify(left)}, reloaded at ${JSON.stringify(reloaded)}`,
  )
  await assertNoProblems(driver, site)
}

/**
 * The web font, answered late as on a phone line: a first visit's page stays
 * in the fallback, the font loads once the page is idle (Firefox failed that
 * load through document.fonts.load), and a later visit starts with it. With
 * the site's scripts blocked, the fallback stays.
 */
export async function fontJourney(driver: Driver, site: Site) {
  site.slowFont = true
  const waiting = () =>
    driver.run<{ later: boolean; stored: string | null }>(
      `return { later: document.documentElement.hasAttribute('data-font-later'), stored: localStorage.getItem(arguments[0]) }`,
      FONT_KEY,
    )
  try {
    await load(driver, site, '/', DESKTOP)
    // (Hydrated, the font may be stored already: WebKit's idle wait is 50 ms, and the file cached.)
    assert.equal((await waiting()).later, true, 'a first visit in the fallback')
    if (site.mode === 'blocked') {
      await sleep(1000)
      assert.deepEqual(await waiting(), { later: true, stored: null }, 'the fallback stays')
      await assertNoProblems(driver, site)
      return
    }
    await waitFor(
      driver,
      'the web font to load once the page is idle',
      `return localStorage.getItem(arguments[0]) === '1'`,
      [FONT_KEY],
      10_000,
    )
    assert.equal((await waiting()).later, true, 'the page being read keeps its font')
    // A later visit (a new session) starts with the font.
    const before = await driver.run<Where>(where)
    await driver.run(`sessionStorage.removeItem('site-font-later'); location.assign('/about')`)
    await aboutShown(driver, before)
    assert.equal((await waiting()).later, false, 'a later visit starts with the web font')
    await assertNoProblems(driver, site)
  } finally {
    site.slowFont = false
  }
}

/**
 * Search (issue 47): the list of every page is there in any case; with its code, a phrase only in a
 * case study's body finds it, and on /ta/search a Tamil phrase of the notice finds the notice and
 * an English post's phrase the post (tests/e2e/search.test.ts checks the phrases are unique).
 */
export async function searchJourney(driver: Driver, site: Site) {
  const results = (path: string) =>
    waitFor(
      driver,
      `a result linking to ${path}`,
      `return document.querySelector('main ol li > a[href="' + arguments[0] + '"]') !== null`,
      [path],
      15_000,
    )
  await load(driver, site, '/search', DESKTOP)
  const listed = await driver.run<number>(
    `return document.querySelectorAll('main section[aria-labelledby^="site-index-"] a').length`,
  )
  assert.ok(listed > 20, `${driver.engine}: the list of every page (${listed} links)`)
  if (site.mode === 'blocked') {
    await driver.type('#search', 'clinic')
    await sleep(500)
    assert.equal(await driver.run(`return document.querySelectorAll('main ol li').length`), 0)
    await assertNoProblems(driver, site)
    return
  }
  await driver.click('#search')
  await driver.type('#search', 'booked, moved and cancelled appointments')
  await results('/case-studies/clinic-chain-answers-every-call')
  await load(driver, site, '/ta/search', DESKTOP)
  await driver.click('#search')
  await driver.type('#search', 'தரவு நம்பகர்')
  await results('/ta/privacy')
  await driver.run(`document.getElementById('search').value = ''`)
  await driver.type('#search', 'stock counts disagree')
  await results('/blog/choosing-an-erp-for-a-growing-business')
  assert.equal(
    await driver.run(`return document.querySelector('main ol li').getAttribute('lang')`),
    'en',
  )
  await assertNoProblems(driver, site)
}

/**
 * A privacy request (issue 55), in English and Tamil: from the notice, one link to the request
 * page's "withdraw my consent"; the form sends it. Loaded: the reference shows, and the message
 * carries it with the kind, the notice's version and the language. Blocked: the held submit goes
 * as a plain POST with the kind, the version and the language (Tamil only: the wait is 10 s).
 */
export async function requestJourney(driver: Driver, site: Site) {
  const REQUEST = 'main form[data-request-form]'
  for (const [prefix, file] of [
    ['', 'privacy.yaml'],
    ['/ta', 'privacy.ta.yaml'],
  ] as const) {
    if (site.mode === 'blocked' && !prefix) continue
    const privacy = readContent(file)
    await load(driver, site, `${prefix}/privacy`, DESKTOP)
    await driver.click(`main li a[href="${prefix}/privacy/requests#withdraw"]`)
    await waitFor(
      driver,
      'the request page',
      `return document.readyState === 'complete' && location.pathname === arguments[0]`,
      [`${prefix}/privacy/requests`],
      10_000,
    )
    await settle(driver, site)
    // As a person waits for the page to be shown: revealed, its fade (a view transition) over.
    // Typing into a page Chromium has not revealed yet aborts its transition with an uncaught error.
    await waitFor(
      driver,
      'the page shown, its fade over',
      `return !('onpagereveal' in window) || (window.__reveal.revealed &&
         !document.getAnimations().some((a) => String(a.effect?.pseudoElement).includes('view-transition')))`,
      [],
      10_000,
    )
    await driver.run(
      `document.querySelector(arguments[0] + ' [name="service"]').value = 'withdraw'`,
      REQUEST,
    )
    await driver.type(`${REQUEST} [name="name"]`, FILLED.name)
    await driver.type(`${REQUEST} [name="email"]`, FILLED.email)
    await driver.type(`${REQUEST} [name="message"]`, 'No more news, please.')
    // Typing reached for the island: its code loads and it hydrates.
    if (site.mode === 'loaded')
      await waitFor(
        driver,
        'the form to hydrate',
        `return document.querySelector(arguments[0]).closest('[data-island]').hasAttribute('data-hydrated')`,
        [REQUEST],
        10_000,
      )
    await waitFor(driver, 'the minimum fill time', `return performance.now() > 3200`, [], 6000)
    // Before the endpoint's own page (which has no icon: the browser's 404 for /favicon.ico).
    await assertNoProblems(driver, site)
    const before = site.messages.length
    // As a person scrolls to it (WebKit's driver does not reach a button below the first screen).
    await driver.run(
      `document.querySelector(arguments[0]).scrollIntoView({ block: 'center', behavior: 'instant' })`,
      `${REQUEST} button[type="submit"]`,
    )
    await driver.click(`${REQUEST} button[type="submit"]`)
    if (site.mode === 'blocked')
      await waitFor(
        driver,
        'the request, sent as a plain POST',
        `return document.readyState === 'complete' && location.pathname === arguments[0]`,
        [FORM_ENDPOINT],
        15_000,
      )
    const reference =
      site.mode === 'loaded'
        ? await waitFor<string>(
            driver,
            'the reference',
            `return document.querySelector('[role="status"] output')?.textContent`,
            [],
            8000,
          )
        : ''
    assert.equal(site.messages.length, before + 1, 'sent once')
    const { fields } = site.messages.at(-1)!
    assert.deepEqual(
      [fields.service, fields.language, fields.notice, fields.name],
      ['withdraw', prefix ? 'ta' : 'en', privacy.lastChanged, FILLED.name],
    )
    if (reference) {
      assert.match(reference, /^\d{4}-\d{2}-\d{2}-[0-9A-Z]{5}$/)
      assert.ok(fields.message!.includes(reference), fields.message)
      await assertNoProblems(driver, site)
    }
  }
}

export const JOURNEYS: [string, (driver: Driver, site: Site) => Promise<void>][] = [
  ['phone menu: toggle, Escape, a link in it', menuJourney],
  ['light/dark toggle, kept after a reload', themeJourney],
  ['chat button and panel', chatJourney],
  ['FAQ answers', faqJourney],
  ['contact form states', formJourney],
  ['contact form: a failed send keeps the message and offers another way', failedSendJourney],
  ['header link: a page load whose <main> fades in', navigationJourney],
  ['long page: a link to a section, back and reload keep the place', longPageJourney],
  ['web font: later on a first visit, then on a later visit', fontJourney],
  ['search: a case study, the Tamil notice and an English post', searchJourney],
  ['privacy request from the notice, in English and Tamil', requestJourney],
]
