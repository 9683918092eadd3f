import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { recordProblems, serveSite, test } from './harness'

/** The stylesheet answered 1 s late, so that what is asked for before it has arrived shows. */
const CSS_DELAY_MS = 1000
const site = serveSite({
  handle(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://site')
    if (!pathname.endsWith('.css')) return false
    setTimeout(() => {
      readFile(path.resolve('dist/client', `.${pathname}`)).then(
        (css) => {
          res.writeHead(200, { 'content-type': 'text/css' })
          res.end(css)
        },
        () => res.writeHead(404).end(),
      )
    }, CSS_DELAY_MS)
    return true
  },
})

const PHONE = {
  viewport: { width: 390, height: 800 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}
const WIDE = { viewport: { width: 1280, height: 800 } }
/** The stock host answers with a 1×1 WebP (it cannot be reached offline). */
const PHOTO = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64')

interface Request {
  url: string
  at: number
  priority: string
}

/**
 * Opens `/` and records when the hero photo is asked for (and at what
 * priority) and when the stylesheet has arrived, in the browser's own clock;
 * then runs `check` and closes the page.
 */
async function load(
  options: object,
  check: (seen: {
    page: import('playwright-core').Page
    photos: Request[]
    cssArrived: number
    hero: { top: number; loading: string; currentSrc: string }
  }) => Promise<void>,
) {
  const context = await site.browser.newContext(options)
  try {
    await context.addInitScript('window.__name = (fn) => fn')
    await context.route('https://images.unsplash.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/webp', body: PHOTO }),
    )
    const page = await context.newPage()
    const problems = recordProblems(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const photos: Request[] = []
    const css = new Map<string, number>()
    let cssArrived = NaN
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('https://images.unsplash.com/'))
        photos.push({ url: e.request.url, at: e.timestamp, priority: e.request.initialPriority })
      if (e.request.url.endsWith('.css')) css.set(e.requestId, e.timestamp)
    })
    cdp.on('Network.loadingFinished', (e) => {
      if (css.has(e.requestId)) cssArrived = e.timestamp
    })
    await page.goto(site.url + '/', { waitUntil: 'load' })
    // The photo, lazy on a phone, has been asked for and has arrived.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('main img')?.complete)
    const hero = await page
      .locator('main img')
      .first()
      .evaluate((img: HTMLImageElement) => ({
        top: img.getBoundingClientRect().top,
        loading: img.loading,
        currentSrc: img.currentSrc,
      }))
    await check({ page, photos, cssArrived, hero })
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
}

test.describe('the hero photo on /', () => {
  // The page's layout is in its HTML since issue 52 (tooling/page-css.ts): the lazy photo is asked
  // for once the layout says which size it needs, not after the stylesheet linked at the end.
  test('on a phone, where it sits below the text, is asked for once, lazily, at low priority', async () => {
    await load(PHONE, async ({ photos, hero }) => {
      assert.ok(hero.top > 500, `below the text and buttons (top ${hero.top} px)`)
      assert.equal(hero.loading, 'lazy')
      assert.equal(photos.length, 1, 'asked for once')
      assert.equal(photos[0]!.url, hero.currentSrc)
      assert.ok(!['VeryHigh', 'High'].includes(photos[0]!.priority), photos[0]!.priority)
    })
  })

  test('on a wide screen, beside the text, is asked for with the page at high priority, once', async () => {
    await load(WIDE, async ({ photos, cssArrived, hero }) => {
      assert.ok(hero.top < 300, `in the first view (top ${hero.top} px)`)
      // The preload's request, which the lazy <img> then takes: no second one.
      assert.equal(photos.length, 1, photos.map((p) => p.url).join(', '))
      assert.equal(photos[0]!.url, hero.currentSrc)
      assert.equal(photos[0]!.priority, 'High')
      assert.ok(
        cssArrived - photos[0]!.at > CSS_DELAY_MS / 2 / 1000,
        `asked for ${Math.round((cssArrived - photos[0]!.at) * 1000)} ms before the stylesheet arrived`,
      )
    })
  })

  test('has one preload, in the head, for wide screens only', async () => {
    const html = await (await fetch(site.url + '/')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const inHtml = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    assert.equal(inHtml.length, 1)
    assert.ok(head.includes(inHtml[0]!), 'in the head')
    assert.match(inHtml[0]!, /media="\(min-width: 62em\)"/)
    assert.match(inHtml[0]!, /fetchPriority="high"/i)
  })
})
