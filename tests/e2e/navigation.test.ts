import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
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

  it('loads the page in full when its chunk cannot be loaded (connection dropped)', async () => {
    const { page } = await site.open('/')
    await page.route(`**${chunkOf('/about')}`, (route) => route.abort('connectionreset'))
    await mainNav(page).getByRole('link', { name: 'About' }).click()
    await page.waitForURL(site.url + '/about')
    await showing(page, '/about')
    assert.equal(await documentUrl(page), site.url + '/about', 'a full page load of /about')
  })

  it('loads the page in full when a newer version of the site was published meanwhile', async () => {
    const { page, problems } = await site.open('/')
    // Scripts the old document asks for, until the new document is requested.
    const chunksLoaded: string[] = []
    let reloaded = false
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloaded = true
      else if (!reloaded && request.resourceType() === 'script')
        chunksLoaded.push(new URL(request.url()).pathname)
    })
    // The newer build's data names its own client entry (and chunks).
    await page.route('**/about/index.pageContext.json', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(
        /"build":"[^"]+"/,
        '"build":"/assets/entries/entry-client-routing.NEWER.js"',
      )
      await route.fulfill({ response, body })
    })
    const link = mainNav(page).getByRole('link', { name: 'About' })
    await link.hover()
    await page.waitForResponse('**/about/index.pageContext.json')
    await link.click()
    await page.waitForURL(site.url + '/about')
    await showing(page, '/about')
    assert.equal(await documentUrl(page), site.url + '/about', 'a full page load of /about')
    assert.ok(
      !chunksLoaded.includes(chunkOf('/about')),
      "the newer build's page code is never run in the old tab",
    )
    assert.deepEqual(problems, [])
  })

  it('keeps the prerendered page when its own code fails on first load', async () => {
    const context = await site.browser.newContext()
    const page = await context.newPage()
    await page.route(`**${chunkOf('/about')}`, (route) => route.abort('connectionreset'))
    await page.goto(site.url + '/about', { waitUntil: 'load' })
    await page.waitForTimeout(1500)
    assert.equal(await page.locator('main h1').textContent(), headingOf('/about'))
    assert.match(await page.title(), /^About Us \| /, 'not replaced by the error page')
    await context.close()
  })

  it('ends on the page clicked last when an earlier page fails to load meanwhile', async () => {
    const { page } = await site.open('/')
    await page.route(`**${chunkOf('/about')}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.fulfill({ status: 404, body: '' })
    })
    await mainNav(page).getByRole('link', { name: 'About' }).click()
    await page.waitForTimeout(200)
    await mainNav(page).getByRole('link', { name: 'Services' }).click()
    await page.waitForURL(site.url + '/services')
    await showing(page, '/services')
    await page.waitForTimeout(1500)
    assert.equal(page.url(), site.url + '/services', 'still on the page clicked last')
    assert.equal(await documentUrl(page), site.url + '/', 'no full page load')
  })

  it('lets the browser load files from public/ itself, without asking for page data', async () => {
    const { page } = await site.open('/')
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/robots.txt'
      link.textContent = 'robots'
      document.querySelector('main')!.append(link)
    })
    await page.getByRole('link', { name: 'robots' }).click()
    await page.waitForURL(site.url + '/robots.txt')
    assert.deepEqual(
      requested.filter((path) => path.endsWith('.pageContext.json')),
      [],
      'no page data asked for',
    )
  })
})

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const documentUrl = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)
/** Waits until the page at this route is the one shown. */
const showing = (page: Page, route: string) =>
  page.waitForFunction(
    (text) => document.querySelector('main h1')?.textContent === text,
    headingOf(route),
  )
