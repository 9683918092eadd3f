/**
 * Long pages read like documents: the prose layout (components/Prose) on the legal pages and every
 * entry; its sections, "On this page" and breadcrumb; print; and, on every page, the rules a
 * reviewer would otherwise check by eye: no link in the browser's default colour and in prose no
 * centred paragraph (the measure, sideways scrolling and the rest: look.ts).
 */
import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { serveSite, test } from './harness'

const site = serveSite()
const ALL = readdirSync('dist/client', { recursive: true })
  .map((file) => String(file).split(path.sep).join('/'))
  .filter((file) => file.endsWith('.html') && !['404.html', 'keystatic.html'].includes(file))
  .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -5)}`))
const PROSE = ALL.filter((route) =>
  /^\/(privacy|terms|cookies|blog\/(?!page|tag)|careers\/|case-studies\/(?!service))/.test(route),
)

test.describe('prose pages', () => {
  test('are the legal pages and every entry', () => {
    assert.deepEqual(
      PROSE.filter((route) => ['/privacy', '/terms', '/cookies'].includes(route)).sort(),
      ['/cookies', '/privacy', '/terms'],
    )
    assert.ok(PROSE.length >= 9, PROSE.join(', '))
  })

  for (const route of PROSE)
    test(`${route}: left-aligned text (its measure: look.test.ts)`, async () => {
      const { page } = await site.open(route)
      const paragraphs = await page.$$eval('[data-prose] p', (list) =>
        list.map((p) => {
          const style = getComputedStyle(p)
          const lines = Math.round(p.getBoundingClientRect().height / parseFloat(style.lineHeight))
          return {
            text: p.textContent!.slice(0, 40),
            align: style.textAlign,
            lines,
          }
        }),
      )
      assert.ok(paragraphs.length > 0)
      for (const p of paragraphs) {
        if (p.lines >= 3) assert.notEqual(p.align, 'center', `"${p.text}" is centred`)
      }
      await page.context().close()
    })

  test('give every section heading an id and a link to it, and list them from four sections', async () => {
    const { page } = await site.open('/privacy')
    const headings = await page.$$eval('[data-prose] h2', (list) =>
      list.map((h) => ({
        id: h.id,
        link: h.parentElement!.querySelector('a')?.getAttribute('href'),
        text: h.textContent,
      })),
    )
    assert.ok(headings.length >= 4)
    for (const heading of headings) {
      assert.match(heading.id, /^[a-z0-9-]+$/, heading.text!)
      assert.equal(heading.link, `#${heading.id}`)
    }
    assert.equal(headings[1]!.id, 'what-we-collect-and-why', 'the id is its words')
    const aside = page.getByRole('navigation', { name: 'On this page' })
    assert.ok(await aside.isVisible(), 'a column beside the text on a wide screen')
    assert.deepEqual(
      await aside.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      headings.map((h) => `#${h.id}`),
    )
    await page.setViewportSize({ width: 390, height: 844 })
    assert.equal(await aside.isVisible(), false)
    const fold = page.locator('[data-prose] details')
    assert.equal(await fold.getAttribute('open'), null, 'a closed fold on a phone')
    await fold.locator('summary').click()
    await fold.getByRole('link', { name: headings[2]!.text! }).click()
    await page.waitForURL(`**/privacy#${headings[2]!.id}`)
    await page.context().close()
  })

  test('list no sections on a page with fewer than four', async () => {
    const { page } = await site.open('/cookies')
    assert.equal(await page.locator('[data-prose] details, [data-prose] nav').count(), 0)
    await page.context().close()
  })

  test('print on A4 without the header, footer, chat and menus, with each link’s address', async () => {
    const { page } = await site.open('/privacy')
    await page.emulateMedia({ media: 'print' })
    const shown = await page.evaluate(() =>
      ['#site-header', 'footer', '[data-chat]', '[data-prose] details', '[data-prose] nav'].map(
        (selector) => getComputedStyle(document.querySelector(selector)!).display,
      ),
    )
    assert.deepEqual(shown, ['none', 'none', 'none', 'none', 'none'])
    const after = await page.$eval(
      '[data-prose] a[href="/cookies"]',
      (a) => getComputedStyle(a, '::after').content,
    )
    assert.equal(after, '" (https://www.example.com/cookies)"')
    const pdf = await page.pdf({ preferCSSPageSize: true })
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'))
    assert.deepEqual([Math.round(Number(box![1])), Math.round(Number(box![2]))], [595, 842], 'A4')
    await page.context().close()
  })
})

test.describe('breadcrumbs', () => {
  for (const [route, trail] of [
    ['/blog', ['Home', 'Blog']],
    ['/careers', ['Home', 'Careers']],
    ['/case-studies/service/kpo', ['Home', 'Case studies', 'KPO case studies']],
    ['/blog/what-a-virtual-receptionist-does', ['Home', 'Blog']],
    ['/careers/erp-consultant', ['Home', 'Careers']],
    ['/case-studies/clinic-chain-answers-every-call', ['Home', 'Case studies']],
  ] as const)
    test(`${route}: ${trail.join(' › ')} …, for people and search engines`, async () => {
      const { page } = await site.open(route)
      const nav = page.getByRole('navigation', { name: 'Breadcrumb' })
      const steps = await nav.locator('li').allTextContents()
      assert.deepEqual(steps.slice(0, trail.length), [...trail])
      assert.equal(await nav.locator('li').last().locator('[aria-current="page"]').count(), 1)
      const data = await nav.locator('script[type="application/ld+json"]').textContent()
      const list = JSON.parse(data!)
      assert.equal(list['@type'], 'BreadcrumbList')
      assert.deepEqual(
        list.itemListElement.map((item: { name: string }) => item.name),
        steps,
      )
      assert.equal(new URL(list.itemListElement.at(-1).item).pathname, route)
      await page.context().close()
    })
})

test.describe('every page', () => {
  test('shows no link in the browser’s default colour, in light or dark', async () => {
    const browserBlue: string[] = []
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await site.open('/', { colorScheme })
      // The browser's own link colours, on a page without the site's CSS.
      await page.setContent('<a href="#x">a</a><a href="about:blank">b</a>')
      browserBlue.push(
        ...(await page.$$eval('a', (links) => links.map((a) => getComputedStyle(a).color))),
      )
      for (const route of ALL) {
        await page.goto(site.url + route)
        const defaults = await page.$$eval(
          'a',
          (links, colours) =>
            links
              .filter(
                (a) => a.getClientRects().length && colours.includes(getComputedStyle(a).color),
              )
              .map((a) => `${a.textContent!.trim()} (${a.getAttribute('href')})`),
          browserBlue,
        )
        assert.deepEqual(defaults, [], `${route} (${colorScheme})`)
      }
      await page.context().close()
    }
  })
})
