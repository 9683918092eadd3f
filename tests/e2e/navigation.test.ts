import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { PRELOAD_MARK } from '../../components/MdxContent/preload'
import { headingOf, recordProblems, serveSite, showing } from './harness'

const site = serveSite()

/** The built file of a module, from the manifest Vike writes beside the build. */
const builtFile = (module: string) => {
  const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Record<
    string,
    { file: string }
  >
  return `/${manifest[module]!.file}`
}
/** The code of /about's own components (components/mdx/load.ts). */
const ABOUT_CODE = ['TextWithImage', 'ValuesGrid'].map((name) =>
  builtFile(`components/${name}/index.ts`),
)
/** Vike's code for every writer's page (pages/(mdx)). */
const PAGE_ENTRY = builtFile('virtual:vike:page-entry:client:/pages/(mdx)')

describe('moving between pages', () => {
  it('shows a linked page with its components, without a full load', async () => {
    // With the data saver on, the site loads no other page's code ahead: the
    // code of /about's components comes after the tap.
    const { page, problems } = await site.open('/', { saveData: true })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    assert.equal(await preloadStarted(page), false, 'no code loaded ahead with the data saver on')
    await mainNav(page).getByRole('link', { name: 'About' }).click()
    await page.waitForURL(site.url + '/about')
    await showing(page, '/about')
    // ValuesGrid, a component only /about has, is drawn (its code loaded).
    await page.getByRole('heading', { name: 'Innovation' }).waitFor()
    assert.ok(requested.includes('/about/index.pageContext.json'), "the page's data")
    for (const file of ABOUT_CODE) assert.ok(requested.includes(file), `loaded ${file}`)
    assert.equal(await documentUrl(page), site.url + '/', 'no full page load')
    assert.deepEqual(problems, [])
  })

  it("loads the other pages' components once the first page is idle: a link then waits only for its page's data", async () => {
    const { page, problems } = await site.open('/')
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length, PRELOAD_MARK)
    await page.waitForLoadState('networkidle')
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    for (const file of ABOUT_CODE) assert.ok(loaded.includes(file), `${file} loaded ahead`)
    // The pointer over the link first, as a visitor's (the page fade's code loads then).
    const link = mainNav(page).getByRole('link', { name: 'About' })
    await link.hover()
    await page.waitForLoadState('networkidle')
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await link.click()
    await page.waitForURL(site.url + '/about')
    await showing(page, '/about')
    await page.getByRole('heading', { name: 'Innovation' }).waitFor()
    // (Photos are requested as ever; no code.)
    assert.deepEqual(
      requested.filter((path) => /\.(js|json)$/.test(path)),
      ['/about/index.pageContext.json'],
      'only the data after the tap',
    )
    assert.equal(await documentUrl(page), site.url + '/', 'no full page load')
    assert.deepEqual(problems, [])
  })

  it('shows a loading bar from the tap until a slow page arrives, and marks the page busy', async () => {
    const { page, problems } = await site.open('/')
    // The next page's data is held until the bar has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/about/index.pageContext.json', async (route) => {
      await held
      await route.continue()
    })
    const loading = () =>
      page.evaluate(() => {
        const bar = getComputedStyle(document.body, '::before')
        return {
          bar: bar.content !== 'none' && bar.position === 'fixed' && bar.height === '3px',
          busy: document.querySelector('main')!.getAttribute('aria-busy'),
        }
      })
    assert.deepEqual(await loading(), { bar: false, busy: null }, 'no bar before the tap')
    await mainNav(page).getByRole('link', { name: 'About' }).click()
    await page.waitForFunction(
      () => document.querySelector('main')!.getAttribute('aria-busy') === 'true',
    )
    assert.deepEqual(await loading(), { bar: true, busy: 'true' }, 'the bar while /about loads')
    assert.equal(page.url(), site.url + '/', 'still on the page tapped from')
    release()
    await page.waitForURL(site.url + '/about')
    await showing(page, '/about')
    await page.waitForFunction(() => !document.querySelector('main')!.hasAttribute('aria-busy'))
    assert.deepEqual(await loading(), { bar: false, busy: null }, 'gone once /about is shown')
    assert.deepEqual(problems, [])
  })

  it('shows the loading bar at once for a tap while the page is still starting up', async () => {
    // A visitor on a slow phone taps the logo while /about's own code is
    // still on its way: Vike has taken over links (its code has run) but
    // cannot show /about's hydrated page, nor leave it, before that code
    // arrives. The tap must still say at once that it was heard.
    const context = await site.browser.newContext()
    const page = await context.newPage()
    const problems = recordProblems(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${PAGE_ENTRY}`, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(site.url + '/about', { waitUntil: 'domcontentloaded' })
    // Vike's client code has run once it has marked the history entry as its own.
    await page.waitForFunction(() => (history.state as { vike?: unknown } | null)?.vike)
    const busy = () =>
      page.evaluate(() => document.querySelector('main')!.getAttribute('aria-busy'))
    assert.equal(await busy(), null, 'no bar before the tap')
    await page.locator('header a[href="/"]').first().click()
    assert.equal(await busy(), 'true', 'the bar right after the tap')
    assert.equal(page.url(), site.url + '/about', 'still on the page tapped from')
    release()
    await page.waitForURL(site.url + '/')
    await showing(page, '/')
    await page.waitForFunction(() => !document.querySelector('main')!.hasAttribute('aria-busy'))
    assert.equal(await documentUrl(page), site.url + '/about', 'no full page load')
    assert.deepEqual(problems, [])
    await context.close()
  })

  it("loads the page in full when its components' code cannot be loaded (connection dropped, or a newer version of the site removed it)", async () => {
    // The data saver on: nothing loaded ahead that the tap could use instead.
    const { page } = await site.open('/', { saveData: true })
    await page.route(`**${ABOUT_CODE[0]}`, (route) => route.abort('connectionreset'))
    await mainNav(page).getByRole('link', { name: 'About' }).click()
    await page.waitForURL(site.url + '/about')
    await showing(page, '/about')
    await page.waitForFunction(() =>
      performance.getEntriesByType('navigation')[0]!.name.endsWith('/about'),
    )
    assert.equal(await documentUrl(page), site.url + '/about', 'a full page load of /about')
  })

  it('keeps the prerendered page, readable, when its own code fails on first load (still after 30 s)', async () => {
    // Two visitors: one whose page components fail to load, one whose page
    // code (Vike's entry for writers' pages) fails.
    const visit = async (blocked: string[]) => {
      const context = await site.browser.newContext()
      const page = await context.newPage()
      const errors: string[] = []
      // Only the failed loads themselves may be reported (Vike reports its own).
      page.on('pageerror', (error) => {
        if (!blocked.some((file) => error.message.includes(file))) errors.push(error.message)
      })
      for (const file of blocked) await page.route(`**${file}`, (route) => route.abort('failed'))
      await page.goto(site.url + '/about', { waitUntil: 'load' })
      await page.waitForTimeout(32_000)
      const result = {
        heading: await page.locator('main h1').textContent(),
        title: await page.title(),
        values: await page.getByRole('heading', { name: 'Innovation' }).isVisible(),
        // Links keep working: the header's Services link goes there.
        errors,
      }
      await mainNav(page).getByRole('link', { name: 'Services' }).click()
      await page.waitForURL(site.url + '/services')
      await showing(page, '/services')
      await context.close()
      return result
    }
    const results = await Promise.all([visit(ABOUT_CODE), visit([PAGE_ENTRY])])
    for (const result of results) {
      assert.equal(result.heading, headingOf('/about'))
      assert.match(result.title, /^About Us \| /, 'not replaced by the error page')
      assert.ok(result.values, 'the values, drawn by a component whose code did not load')
      assert.deepEqual(result.errors, [])
    }
  })

  it('ends on the page clicked last when an earlier page fails to load meanwhile', async () => {
    const { page } = await site.open('/', { saveData: true })
    await page.route(`**${ABOUT_CODE[0]}`, async (route) => {
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

/** Whether the page has started loading other pages' components (components/MdxContent). */
const preloadStarted = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, PRELOAD_MARK)
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const documentUrl = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)
