import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { FONT_KEY } from '../../components/HtmlFirst/font'
import { drawnFonts } from '../../scripts/pictures.ts'
import { LEGAL_ROUTES, ROUTES, serveSite, showing, test } from './harness'

const site = serveSite()
const TAMIL_FONT = '/fonts/noto-sans-tamil-tamil-wght-v5.woff2'

/** The font the browser drew the page's main heading in (CDP: the platform font of its text). */
const drawnFont = async (page: Page) =>
  (await drawnFonts(page, 'main h1')).map((font) => font.familyName)

/** Drawn in Manrope (the variable font's faces are named "Manrope …"). */
const inWebFont = (fonts: string[]) =>
  fonts.length > 0 && fonts.every((f) => f.startsWith('Manrope'))

/** The web font's requests so far, with when each started (ms after the navigation's start). */
const fontRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => Math.round(entry.startTime)),
  )

/** Layout shifts since `since` that the visitor did not cause (what CLS counts), summed. */
const unexpectedShiftsSince = (page: Page, since: number) =>
  page.evaluate(
    (since) =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (entry.startTime >= since && !entry.hadRecentInput) sum += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 100)
      }),
    since,
  )

test.describe('the web font', () => {
  test('a first visit paints in the fallback and loads the font once the page is idle; new tabs and later visits use it', async () => {
    const { page, problems } = await site.open('/')
    assert.equal(inWebFont(await drawnFont(page)), false, 'the first page in the fallback')
    await page.waitForFunction((key) => localStorage.getItem(key) === '1', FONT_KEY)
    const loadEnd = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
    )
    const [started, ...more] = await fontRequests(page)
    assert.ok(
      started !== undefined && started >= loadEnd && more.length === 0,
      `the font is asked for once, after the page has loaded (${loadEnd} ms): ${started}`,
    )
    await page.waitForTimeout(300)
    assert.equal(
      inWebFont(await drawnFont(page)),
      false,
      'the page being read does not change its font',
    )

    // The same tab keeps the fallback: a link, Back, a reload look as before.
    await page.locator('#site-menu').getByRole('link', { name: 'About', exact: true }).click()
    await page.waitForURL(site.url + '/about')
    await showing(page, '/about')
    assert.equal(inWebFont(await drawnFont(page)), false, 'the next page in this tab too')
    assert.equal(await unexpectedShiftsSince(page, 0), 0, 'no layout shift')
    await page.reload()
    assert.equal(inWebFont(await drawnFont(page)), false, 'a reload draws the page as it was')

    // A new tab (a later visit alike) preloads the font from the cache before its first paint
    // (html-first.js) and draws in it: optional holds a preloaded face's first paint up to 100 ms.
    const later = await page.context().newPage()
    await later.goto(site.url + '/services')
    assert.equal(
      await later.evaluate(() => document.documentElement.hasAttribute('data-font-later')),
      false,
    )
    assert.equal((await fontRequests(later)).length, 1, 'asked for once, with the page')
    assert.equal(inWebFont(await drawnFont(later)), true, 'the new tab in the web font')
    assert.deepEqual(problems, [])
  })

  test('with the data saver on, the page keeps the fallback and loads no font', async () => {
    const { page, problems } = await site.open('/', { saveData: true })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    assert.deepEqual(await fontRequests(page), [])
    assert.equal(inWebFont(await drawnFont(page)), false)
    assert.deepEqual(problems, [])
  })

  test('without JavaScript, the font loads with the page, as any web font does', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(site.url + '/')
      await page.waitForLoadState('networkidle')
      assert.equal(
        await page.evaluate(() => document.documentElement.hasAttribute('data-font-later')),
        false,
      )
      assert.equal((await fontRequests(page)).length, 1, 'asked for with the page')
    } finally {
      await context.close()
    }
  })
})

/** Every .woff2 the page asked for. */
const fontsAskedFor = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.endsWith('.woff2')),
  )

// What a new tab draws first depends on its first moments: here, in the `alone` project.
test.describe('the Tamil font', () => {
  test('English pages never ask for it, not even for the switch\'s "தமிழ்"', async () => {
    // A first visit (the fonts loaded when idle), then each page as a later visit draws it.
    const first = await site.open('/privacy')
    const asked: string[] = []
    first.page.context().on('request', (request) => asked.push(new URL(request.url()).pathname))
    await first.page.waitForFunction((key) => localStorage.getItem(key) === '1', FONT_KEY)
    for (const route of [...ROUTES, ...LEGAL_ROUTES]) {
      const page = await first.page.context().newPage()
      await page.goto(site.url + route)
      await page.waitForLoadState('networkidle')
      await page.close()
    }
    assert.ok(
      asked.some((name) => name.endsWith('.woff2')),
      'Manrope was asked for',
    )
    assert.ok(!asked.includes(TAMIL_FONT), asked.filter((name) => name.endsWith('.woff2')).join())
    // The same watch sees a Tamil page ask for it.
    const tamil = await first.page.context().newPage()
    await tamil.goto(site.url + '/ta/privacy')
    await tamil.waitForLoadState('networkidle')
    assert.ok(asked.includes(TAMIL_FONT), 'a Tamil page asks for it')
    await first.page.context().close()
  })

  test('a Tamil page loads it when idle on a first visit; later pages draw Tamil in it', async () => {
    const { page, problems } = await site.open('/ta/privacy')
    await page.waitForFunction((key) => localStorage.getItem(key) === '1', FONT_KEY)
    assert.ok((await fontsAskedFor(page)).includes(TAMIL_FONT), 'asked for once idle')
    // A new tab preloads it from the cache (html-first.js), so its first paint draws Tamil in it.
    const later = await page.context().newPage()
    await later.goto(site.url + '/ta/contact')
    const fonts = await drawnFonts(later, 'main h1')
    assert.ok(
      fonts.some((font) => font.isCustomFont && font.familyName.startsWith('Noto Sans Tamil')),
      JSON.stringify(fonts),
    )
    assert.deepEqual(problems, [])
    await page.context().close()
  })
})
