/**
 * The look checks as a whole (the checks of each width and scheme: look.ts, run by
 * look-<width>-<scheme>.test.ts): which routes they cover, the reference pictures' weight, and no
 * page scrolling sideways at 320 px.
 */
import assert from 'node:assert/strict'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { test } from './harness'
import {
  pictureTab,
  REFERENCE_DIR,
  REFERENCE_ROUTES,
  SCHEMES,
  WIDTHS,
} from '../../scripts/pictures.ts'
import { servePictures } from './harness.ts'
import { ROUTES } from './look.ts'

const site = servePictures()

test('keeps its reference pictures small: 5 MB at most together', () => {
  const files = readdirSync(REFERENCE_DIR)
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(REFERENCE_DIR, file)).size, 0)
  // The pages' pictures, and the English and Tamil share cards (cards.test.ts).
  const pages = files.filter((file) => !file.startsWith('card-'))
  assert.equal(pages.length, REFERENCE_ROUTES.length * WIDTHS.length * SCHEMES.length)
  assert.deepEqual(
    files.filter((file) => file.startsWith('card-')),
    ['card-home-en.webp', 'card-home-ta.webp'],
  )
  assert.ok(bytes <= 5_000_000, `tests/visual/ holds ${(bytes / 1e6).toFixed(1)} MB`)
})

test.describe('the routes checked', () => {
  test('are the sitemap, every opening and the 404 page, in English and Tamil', () => {
    for (const route of ['/', '/about', '/ta', '/ta/contact', '/privacy', '/no-such-page'])
      assert.ok(ROUTES.includes(route), route)
    assert.ok(ROUTES.length >= 28, ROUTES.join(', '))
  })
})

test.describe('at 320 px', () => {
  test('no page scrolls sideways', async () => {
    const page = await pictureTab(site.browser, 320, 'light')
    const wide: string[] = []
    // The component catalogue too: writers read it on their phones.
    for (const route of [...ROUTES, '/components']) {
      await page.goto(site.url + route)
      const scrolls = await page.evaluate(() => document.documentElement.scrollWidth)
      if (scrolls > 320) wide.push(`${route}: ${scrolls} px wide`)
    }
    await page.close()
    assert.equal(wide.length, 0, wide.join('\n'))
  })
})
