import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { FONT_KEY, WEBFONT } from '../../components/MdxContent/preload'
import { serveSite } from './harness'

const site = serveSite()

/** The first family the page's text is set in, as the browser resolved it. */
const firstFamily = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!.replace(/"/g, ''))

/** The web font's requests so far, with when each started (ms after the navigation's start). */
const fontRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => Math.round(entry.startTime)),
  )

/** Layout shifts the visitor did not cause (what CLS counts), summed. */
const unexpectedShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!entry.hadRecentInput) sum += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 100)
      }),
  )

describe('the web font', () => {
  it('a first visit paints in the fallback and loads the font once the page is idle; the next pages use it', async () => {
    const { page, problems } = await site.open('/')
    assert.equal(await firstFamily(page), `${WEBFONT} fallback`, 'the first page in the fallback')
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
      await firstFamily(page),
      `${WEBFONT} fallback`,
      'the page being read does not change its font',
    )

    // A link: the router takes it, and the font comes with the tap.
    await page.locator('#site-menu').getByRole('link', { name: 'About', exact: true }).click()
    await page.waitForURL(site.url + '/about')
    const heading = /<h1[^>]*>(.*?)<\/h1>/
      .exec(readFileSync('dist/client/about/index.html', 'utf8'))![1]!
      .replace(/<[^>]+>/g, '')
    await page.waitForFunction(
      (text) => document.querySelector('main h1')?.textContent === text,
      heading,
    )
    assert.equal(await firstFamily(page), WEBFONT, 'the next page in the web font')
    assert.ok(await page.evaluate((font) => document.fonts.check(`1em "${font}"`), WEBFONT))
    assert.equal(await unexpectedShifts(page), 0, 'no layout shift but those after the tap')

    // A full load: the font from the first paint.
    await page.goto(site.url + '/services')
    assert.equal(
      await page.evaluate(() => document.documentElement.hasAttribute('data-font-later')),
      false,
    )
    assert.equal(await firstFamily(page), WEBFONT)
    assert.deepEqual(problems, [])
  })

  it('with the data saver on, the page keeps the fallback and loads no font', async () => {
    const { page, problems } = await site.open('/', { saveData: true })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    assert.deepEqual(await fontRequests(page), [])
    assert.equal(await firstFamily(page), `${WEBFONT} fallback`)
    assert.deepEqual(problems, [])
  })

  it('without JavaScript, the font loads with the page, as any web font does', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(site.url + '/')
    await page.waitForLoadState('networkidle')
    assert.equal(await firstFamily(page), WEBFONT)
    assert.equal((await fontRequests(page)).length, 1)
    await context.close()
  })
})
