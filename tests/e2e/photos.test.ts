import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { serveSite } from './harness'

/** The stylesheet answered 1 s late, so that what is asked for before it has arrived shows. */
const CSS_DELAY_MS = 1000
const site = serveSite({
  handle(req, res) {
    if (!req.url?.endsWith('.css')) return false
    const file = readFileSync(`dist/client${req.url.split('?')[0]}`)
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/css' })
      res.end(file)
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

interface Request {
  at: number
  priority: string
}

/**
 * Opens `/` and records when the hero photo is asked for (and at what
 * priority) and when the stylesheet has arrived, in the browser's own clock.
 */
async function load(options: object) {
  const context = await site.browser.newContext(options)
  const page: Page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const photos: Request[] = []
  const css = new Map<string, number>()
  let cssArrived = NaN
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('https://images.unsplash.com/'))
      photos.push({ at: e.timestamp, priority: e.request.initialPriority })
    if (e.request.url.endsWith('.css')) css.set(e.requestId, e.timestamp)
  })
  cdp.on('Network.loadingFinished', (e) => {
    if (css.has(e.requestId)) cssArrived = e.timestamp
  })
  await page.goto(site.url + '/', { waitUntil: 'load' })
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  const hero = await page
    .locator('main img')
    .first()
    .evaluate((img) => {
      const b = img.getBoundingClientRect()
      return { top: b.top, loading: (img as HTMLImageElement).loading }
    })
  return { context, page, photos, cssArrived, hero }
}

describe('the hero photo on /', () => {
  it('on a phone, where it sits below the text, waits for the layout and takes no bandwidth from the page before it', async () => {
    const { context, photos, cssArrived, hero } = await load(PHONE)
    assert.ok(hero.top > 500, `below the text and buttons (top ${hero.top} px)`)
    assert.equal(hero.loading, 'lazy')
    assert.ok(photos.length >= 1, 'the photo is still asked for')
    for (const photo of photos) {
      assert.ok(
        photo.at >= cssArrived,
        `asked for ${Math.round((cssArrived - photo.at) * 1000)} ms before the stylesheet arrived`,
      )
      assert.notEqual(photo.priority, 'VeryHigh')
    }
    await context.close()
  })

  it('on a wide screen, beside the text, is asked for with the page at high priority', async () => {
    const { context, photos, cssArrived, hero } = await load(WIDE)
    assert.ok(hero.top < 300, `in the first view (top ${hero.top} px)`)
    assert.ok(photos.length >= 1)
    const first = photos[0]!
    assert.equal(first.priority, 'High')
    assert.ok(
      cssArrived - first.at > CSS_DELAY_MS / 2 / 1000,
      `asked for ${Math.round((cssArrived - first.at) * 1000)} ms before the stylesheet arrived`,
    )
    await context.close()
  })

  it('has one preload, for wide screens only, in the HTML and after hydration', async () => {
    const { context, page } = await load(WIDE)
    const html = await (await fetch(site.url + '/')).text()
    const inHtml = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    assert.equal(inHtml.length, 1)
    assert.match(inHtml[0]!, /media="\(min-width: 62em\)"/)
    assert.match(inHtml[0]!, /fetchPriority="high"/i)
    // Once React has taken the hero's HTML over (when the page is idle:
    // components/MdxContent), it has added no second one.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main img')!).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    )
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((l) =>
        l.getAttribute('media'),
      ),
    )
    assert.deepEqual(links, ['(min-width: 62em)'])
    await context.close()
  })
})
