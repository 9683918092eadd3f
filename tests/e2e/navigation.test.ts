import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { serveSite } from './harness'

const site = serveSite()

/** The page's own chunk, as its prerendered HTML names it. */
const chunkOf = (route: string) =>
  /data-page="([^"]+)"/.exec(
    readFileSync(`dist/client${route === '/' ? '' : route}/index.html`, 'utf8'),
  )![1]!
/** The page's main heading in its prerendered HTML. */
const headingOf = (route: string) =>
  /<h1[^>]*>(.*?)<\/h1>/
    .exec(readFileSync(`dist/client${route}/index.html`, 'utf8'))![1]!
    .replace(/<[^>]+>/g, '')

describe('moving between pages', () => {
  it("fetches a page's data and chunk when the visitor points at its link, once", async () => {
    const { page, problems } = await site.open('/')
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })
    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith(chunkOf('/about'))),
      link.hover(),
    ])
    assert.ok(requested.includes('/about/index.pageContext.json'), 'data fetched on hover')
    await link.click()
    await page.waitForURL(site.url + '/about')
    await page.waitForFunction(
      (text) => document.querySelector('main h1')?.textContent === text,
      headingOf('/about'),
    )
    assert.equal(
      requested.filter((path) => path === chunkOf('/about')).length,
      1,
      'the chunk is not requested again on the click',
    )
    assert.deepEqual(problems, [])
  })

  it('loads the page in full when its chunk is gone (a newer version was published)', async () => {
    const { page } = await site.open('/')
    await page.route(`**${chunkOf('/about')}`, (route) => route.fulfill({ status: 404, body: '' }))
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click()
    await page.waitForURL(site.url + '/about')
    await page.waitForFunction(
      (text) => document.querySelector('main h1')?.textContent === text,
      headingOf('/about'),
    )
    const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)
    assert.equal(loaded, site.url + '/about', 'a full page load of /about')
  })
})
