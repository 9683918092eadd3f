import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { serveSite, showing, test } from './harness'

/** Every request for a page's HTML the server answered, with its Sec-Purpose (a prefetch says so). */
const documents: { path: string; purpose: string }[] = []
const site = serveSite({
  handle(req) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (!/\.[a-z0-9]+$/i.test(path))
      documents.push({ path, purpose: String(req.headers['sec-purpose'] ?? '') })
    return false
  },
})

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
/** Marks the document, to tell a new page load (the mark is gone) from the same document. */
const mark = (page: Page) => page.evaluate(() => ((window as { __mark?: number }).__mark = 1))
const marked = (page: Page) => page.evaluate(() => (window as { __mark?: number }).__mark === 1)

test.describe('moving between pages', () => {
  test('follows a link as an ordinary page load, to the next page with its heading, title and current link', async () => {
    const { page, problems } = await site.open('/')
    await mark(page)
    await mainNav(page).getByRole('link', { name: 'About' }).click()
    await page.waitForURL(site.url + '/about')
    await showing(page, '/about')
    assert.equal(await marked(page), false, 'a new document')
    assert.match(await page.title(), /^About Us \| /)
    assert.equal(
      await mainNav(page).locator('[aria-current="page"]').getAttribute('href'),
      '/about',
    )
    await page.goBack()
    await showing(page, '/')
    assert.deepEqual(problems, [])
  })

  test('fetches the next page when the pointer rests on its link and shows it from there on the click', async () => {
    const { page, problems } = await site.open('/')
    const before = documents.length
    await mainNav(page).getByRole('link', { name: 'Contact' }).hover()
    const prefetched = async () =>
      documents.slice(before).some((d) => d.path === '/contact' && d.purpose.includes('prefetch'))
    for (let i = 0; i < 50 && !(await prefetched()); i++) await page.waitForTimeout(100)
    assert.equal(await prefetched(), true, 'prefetched on hover (speculation rules)')
    await mainNav(page).getByRole('link', { name: 'Contact' }).click()
    await showing(page, '/contact')
    assert.deepEqual(
      documents.slice(before).filter((d) => d.path === '/contact' && !d.purpose),
      [],
      'the click used what was fetched ahead',
    )
    assert.deepEqual(problems, [])
  })
})
