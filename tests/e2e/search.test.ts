/**
 * Search (issue 47) on the built site in Chromium: the index the build makes (tooling/search-index.ts),
 * the search box (components/SiteSearch, an island loaded on focus) and the list of every page
 * without JavaScript (components/SiteIndex). Firefox and WebKit: tests/engines; the hosts:
 * tests/e2e/hosts.test.ts.
 */
import assert from 'node:assert/strict'
import { readFileSync, readdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { readContent } from './content'
import { WARM_PAGES } from '../../components/SiteSearch/pagefind'
import { islandsHydrated, serveSite, test } from './harness'

const site = serveSite()
const texts = readContent('ui.yaml').search
const textsTa = readContent('ui.ta.yaml').search

/** Phrases each found in one file of the site only (checked below, so an edit says so). */
const CASE_STUDY_PHRASE = 'booked, moved and cancelled appointments'
const TAMIL_NOTICE_PHRASE = 'தரவு நம்பகர்'
const POST_PHRASE = 'stock counts disagree'

/** Every .mdx under content/ and pages/ holding `phrase`. */
const filesWith = (phrase: string) =>
  ['content', 'pages']
    .flatMap((root) =>
      readdirSync(root, { recursive: true })
        .map((file) => `${root}/${String(file)}`)
        .filter((file) => file.endsWith('.mdx')),
    )
    .filter((file) => readFileSync(file, 'utf8').replace(/\s+/g, ' ').includes(phrase))

/** The site's requests for search's code or index so far. */
const searchRequests = (asked: string[]) =>
  asked.filter((path) => path.startsWith('/pagefind/') || /SiteSearch/.test(path))

async function openSearch(route = '/search') {
  const opened = await site.open(route, { viewport: { width: 390, height: 844 } })
  const asked: string[] = []
  opened.page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  return { ...opened, asked }
}

/** Types `query` into the search box and waits for the status to say the results came. */
async function search(page: Page, query: string, label = texts.label) {
  const box = page.getByRole('searchbox', { name: label })
  await box.fill(query)
  await page.waitForFunction(
    (q) => document.querySelector('[role="status"]')?.textContent?.includes(q) ?? false,
    query,
  )
  return page.locator('main ol').first()
}

const resultLinks = (page: Page) =>
  page
    .locator('main ol')
    .first()
    .locator('li > a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))

test.describe('search', () => {
  test('the phrases the tests look for are each in one page of the site', () => {
    assert.deepEqual(filesWith(CASE_STUDY_PHRASE), [
      'content/case-studies/clinic-chain-answers-every-call.mdx',
    ])
    assert.deepEqual(filesWith(TAMIL_NOTICE_PHRASE), ['pages/privacy/ta.mdx'])
    assert.deepEqual(filesWith(POST_PHRASE), [
      'content/blog/choosing-an-erp-for-a-growing-business.mdx',
    ])
  })

  test('fetches nothing of search before the visitor focuses the box, not even when a pointer passes over it', async () => {
    const { page, asked, problems } = await openSearch()
    await page.waitForLoadState('networkidle')
    await page.getByRole('searchbox', { name: texts.label }).hover()
    await page.waitForTimeout(500)
    assert.deepEqual(searchRequests(asked), [])
    await page.getByRole('searchbox', { name: texts.label }).focus()
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/pagefind/en/')),
    )
    assert.ok(searchRequests(asked).includes('/pagefind/en/pagefind.js'))
    assert.deepEqual(problems, [])
  })

  test('finds a phrase that is only in the body of a case study: its title, section and words, as a link that answers', async () => {
    const { page, problems } = await openSearch()
    await page.getByRole('searchbox', { name: texts.label }).focus()
    const results = await search(page, CASE_STUDY_PHRASE)
    assert.equal(
      await page.getByRole('status').innerText(),
      texts.one.replace('{query}', CASE_STUDY_PHRASE),
    )
    const first = results.locator('li').first()
    assert.equal(await first.getByRole('link').innerText(), 'A clinic chain answers every call')
    assert.equal(await first.getByText(texts.caseStudy, { exact: true }).count(), 1)
    const marked = await first.locator('mark').allInnerTexts()
    assert.ok(
      marked.some((word) => /booked|cancelled/i.test(word)),
      marked.join(),
    )
    // An ordinary link: it opens the page, with no redirect on the way.
    const [response] = await Promise.all([
      page.waitForResponse((r) =>
        r.url().endsWith('/case-studies/clinic-chain-answers-every-call'),
      ),
      first.getByRole('link').click(),
    ])
    assert.equal(response.status(), 200)
    assert.equal(response.request().redirectedFrom(), null)
    assert.deepEqual(problems, [])
  })

  test("excerpts read as text, and the words found are in the site's colours, light and dark", async () => {
    const { author, position } = (
      readContent('testimonials.yaml') as { author: string; position: string }[]
    ).find(({ author }) => author.startsWith('Dr.'))!
    const marked: string[] = []
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, problems } = await site.open('/search', {
        viewport: { width: 390, height: 844 },
        colorScheme,
      })
      await page.getByRole('searchbox', { name: texts.label }).focus()
      await search(page, author)
      // The home page's testimonial: no initials before the name, a space before the role.
      const excerpt = await page
        .locator('main ol li')
        .filter({ has: page.locator('a[href="/"]') })
        .locator('p')
        .innerText()
      assert.ok(excerpt.includes(`${author} ${position.split(',')[0]}`), excerpt)
      const initials = author.replace(/^Dr\.?\s+/, '').replace(/(\w)\w*\s*/g, '$1')
      assert.ok(!excerpt.includes(`${initials}${author}`), excerpt)
      const mark = page.locator('main ol mark').first()
      const [background, color, text] = await mark.evaluate((element) => {
        const style = getComputedStyle(element)
        return [style.backgroundColor, style.color, getComputedStyle(element.parentElement!).color]
      })
      assert.notEqual(background, 'rgb(255, 255, 0)', "not the browser's yellow")
      assert.equal(color, text, 'the words keep the text colour')
      marked.push(background)
      assert.deepEqual(problems, [])
    }
    assert.notEqual(marked[0], marked[1], 'a colour for each scheme')
  })

  test('every result of a broad search is a page that answers 200 with no redirect', async () => {
    const { page } = await openSearch()
    await page.getByRole('searchbox', { name: texts.label }).focus()
    await search(page, 'ERP')
    while (await page.getByRole('button', { name: texts.more }).isVisible())
      await page.getByRole('button', { name: texts.more }).click()
    const links = await resultLinks(page)
    assert.ok(links.length >= 3, links.join())
    for (const link of links) {
      const response = await fetch(site.url + link, { redirect: 'manual' })
      assert.equal(response.status, 200, link)
    }
  })

  test('narrows the results by section, and says how many in each', async () => {
    const { page, problems } = await openSearch()
    await page.getByRole('searchbox', { name: texts.label }).focus()
    await search(page, 'ERP')
    const all = await resultLinks(page)
    assert.ok(
      all.some((link) => link.startsWith('/blog/')) && all.some((l) => !l.startsWith('/blog/')),
    )
    const blog = page.locator('label').filter({ hasText: new RegExp(`^${texts.blog} \\(\\d+\\)$`) })
    const count = Number(/\((\d+)\)/.exec(await blog.innerText())?.[1])
    await blog.click()
    assert.ok(await page.getByRole('radio', { name: new RegExp(`^${texts.blog} `) }).isChecked())
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('main ol li > a').length === Math.min(n, 10) &&
        [...document.querySelectorAll('main ol li > a')].every((a) =>
          new URL((a as HTMLAnchorElement).href).pathname.startsWith('/blog/'),
        ),
      count,
    )
    assert.ok(count >= 1)
    assert.deepEqual(problems, [])
  })

  test('keyboard: "/" from any page goes to the box, ↓ moves into the results, ↑ and ↓ through them, Enter opens one', async () => {
    const { page, problems } = await site.open('/about')
    await page.keyboard.press('/')
    await page.waitForURL(`${site.url}/search#search`)
    await page.waitForFunction(() => document.activeElement?.id === 'search')
    await page.keyboard.type('ERP')
    await page.waitForFunction(() => document.querySelectorAll('main ol li > a').length >= 2)
    await page.keyboard.press('ArrowDown')
    const links = await resultLinks(page)
    const focused = () =>
      page.evaluate(() => new URL((document.activeElement as HTMLAnchorElement).href).pathname)
    assert.equal(await focused(), links[0])
    await page.keyboard.press('ArrowDown')
    assert.equal(await focused(), links[1])
    await page.keyboard.press('ArrowUp')
    assert.equal(await focused(), links[0])
    await page.keyboard.press('Enter')
    await page.waitForURL(site.url + links[0])
    // "/" in a field types a slash.
    await page.goto(`${site.url}/contact`)
    await page.getByLabel('Full Name').fill('a/b')
    assert.equal(await page.getByLabel('Full Name').inputValue(), 'a/b')
    assert.equal(new URL(page.url()).pathname, '/contact')
    assert.deepEqual(problems, [])
  })

  test('what is typed before the code arrives is searched once it has', async () => {
    const { page } = await openSearch()
    // The box as the page drew it: typed into at once, its code still on the way.
    await page.route('**/assets/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await page.getByRole('searchbox', { name: texts.label }).pressSequentially('clinic')
    await islandsHydrated(page)
    await page.waitForFunction(
      () => document.querySelector('[role="status"]')?.textContent?.includes('clinic') ?? false,
    )
    assert.ok((await resultLinks(page)).includes('/case-studies/clinic-chain-answers-every-call'))
  })

  test("once the first results show, every page's excerpt file comes while the visitor reads: a later search fetches nothing", async () => {
    const fragments = readdirSync('dist/client/pagefind/en/fragment').filter((file) =>
      file.endsWith('.pf_fragment'),
    )
    assert.ok(
      fragments.length <= WARM_PAGES,
      `${fragments.length} pages: over WARM_PAGES, each result's file is loaded as it is shown`,
    )
    const { page, asked, problems } = await openSearch()
    await page.getByRole('searchbox', { name: texts.label }).focus()
    await search(page, 'clinic')
    const excerptFiles = () =>
      new Set(asked.filter((path) => path.startsWith('/pagefind/en/fragment/'))).size
    await page.waitForFunction(
      (count) =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('/fragment/'))
          .length >= count,
      fragments.length,
    )
    assert.equal(excerptFiles(), fragments.length, "every page's excerpt file, once each")
    const from = asked.length
    await search(page, POST_PHRASE)
    assert.ok((await resultLinks(page)).includes('/blog/choosing-an-erp-for-a-growing-business'))
    assert.deepEqual(searchRequests(asked.slice(from)), [], 'the later search fetched nothing')
    assert.deepEqual(problems, [])
  })

  test('a visitor saving data gets only the excerpts shown', async () => {
    const { page } = await site.open('/search', {
      viewport: { width: 390, height: 844 },
      saveData: true,
    })
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.getByRole('searchbox', { name: texts.label }).focus()
    await search(page, 'clinic')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500) // the browser idle: nothing more comes
    const excerptFiles = new Set(asked.filter((path) => path.startsWith('/pagefind/en/fragment/')))
    assert.equal(excerptFiles.size, (await resultLinks(page)).length)
  })

  test('says when nothing matches, and when search cannot load', async () => {
    const { page } = await openSearch()
    await page.getByRole('searchbox', { name: texts.label }).focus()
    await search(page, 'xylophonequartz')
    assert.equal(
      await page.getByRole('status').innerText(),
      texts.none.replace('{query}', 'xylophonequartz'),
    )
    const offline = await openSearch()
    await offline.page.route('**/pagefind/**', (route) => route.abort())
    await offline.page.getByRole('searchbox', { name: texts.label }).fill('ERP')
    await offline.page.waitForFunction(
      (text) => document.querySelector('[role="status"]')?.textContent === text,
      texts.failed.replace(/\s+/g, ' '),
    )
  })

  test('a Tamil visitor finds the notice by a Tamil phrase and an English post, marked as English', async () => {
    const { page, asked, problems } = await openSearch('/ta/search')
    await page.getByRole('searchbox', { name: textsTa.label }).focus()
    await search(page, TAMIL_NOTICE_PHRASE, textsTa.label)
    assert.ok((await resultLinks(page)).includes('/ta/privacy'))
    await search(page, POST_PHRASE, textsTa.label)
    const links = await resultLinks(page)
    assert.deepEqual(links, ['/blog/choosing-an-erp-for-a-growing-business'])
    const item = page.locator('main ol li').first()
    assert.equal(await item.getAttribute('lang'), 'en')
    assert.equal(await item.getByText(textsTa.inEnglish).count(), 1)
    assert.ok(searchRequests(asked).every((path) => !path.startsWith('/pagefind/en/')))
    for (const link of ['/ta/privacy', ...links]) {
      const response = await fetch(site.url + link, { redirect: 'manual' })
      assert.equal(response.status, 200, link)
    }
    assert.deepEqual(problems, [])
  })

  test("indexes only what the sitemap lists, and only each page's <main>", async () => {
    const { page } = await openSearch()
    await page.getByRole('searchbox', { name: texts.label }).focus()
    // The footer's and the chat panel's words are on every page: never found.
    await search(page, readContent('ui.yaml').chat.note)
    assert.equal(await page.locator('main ol').count(), 0)
    // The closed opening and the catalogue are noindex: never found.
    await search(page, 'Component catalogue')
    assert.ok(!(await resultLinks(page).catch((): string[] => [])).includes('/components'))
    const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8')
    await search(page, 'ERP consultant')
    for (const link of await resultLinks(page).catch((): string[] => []))
      assert.ok(sitemap.includes(`${link}</loc>`), `${link} is in the sitemap`)
  })
})

test.describe('/search without JavaScript', () => {
  for (const [route, words, sentence] of [
    ['/search', texts, texts.noScript],
    ['/ta/search', textsTa, textsTa.noScript],
  ] as const) {
    test(`${route} lists every page by section, in its language, and says search needs JavaScript`, async () => {
      const context = await site.browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(site.url + route)
      // (In <noscript>: shown by a browser that runs no script.)
      assert.ok((await page.locator('main').innerText()).includes(sentence.replace(/\s+/g, ' ')))
      assert.equal(
        await page.getByRole('searchbox').isVisible(),
        false,
        'no box that cannot search',
      )
      for (const group of [words.pages, words.blog, words.caseStudies, words.openings])
        assert.ok(await page.getByRole('heading', { name: group, exact: true }).isVisible(), group)
      const links = await page
        .locator('main section[aria-labelledby^="site-index-"] a')
        .evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).getAttribute('href')!))
      const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8')
      const expected = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*|)<\/loc>/g)]
        .map(([, path]) => new URL(path || '/', 'https://x').pathname)
        .filter((path) => !path.includes('search'))
        .filter((path) => (route === '/ta/search' ? true : !/^\/ta(\/|$)/.test(path)))
      // Every English page on /search; on /ta/search each page once, in Tamil where translated.
      const english = (path: string) => path.replace(/^\/ta(?=\/|$)/, '') || '/'
      assert.deepEqual(
        [...new Set(links.map(english))].sort(),
        [...new Set(expected.map(english))].sort(),
      )
      if (route === '/ta/search') {
        assert.ok(links.includes('/ta/privacy') && !links.includes('/privacy'))
        const post = page.locator('main a[href="/blog/choosing-an-erp-for-a-growing-business"]')
        assert.equal(await post.getAttribute('lang'), 'en')
      }
      await context.close()
    })
  }
})
