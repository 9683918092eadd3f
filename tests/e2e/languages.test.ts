/**
 * The site in English and Tamil (issue 41), on the built site: each translated page in Tamil
 * with its own texts, head and font, a plain link between the two versions, nothing offered in
 * Tamil that nobody translated, and the sitemap's alternates. The checks every page gets (axe,
 * HTML validity, budgets) run on the Tamil pages too (TAMIL_ROUTES in their lists).
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { parse } from 'yaml'
import { FONT_KEY } from '../../components/HtmlFirst/font'
import { readContent } from './content'
import { LEGAL_ROUTES, serveSite, TAMIL_ROUTES, test } from './harness'

const site = serveSite()
const settings = readContent('site.yaml')
const origin = settings.siteUrl.replace(/\/$/, '')
const navigationTa = readContent('navigation.ta.yaml')
const uiTa = readContent('ui.ta.yaml')
const formTa = readContent('form.ta.yaml')
const privacyTa = readContent('privacy.ta.yaml')

/** A translated page's front matter (pages/<address>/ta.mdx). */
const frontMatter = (file: string) =>
  parse(readFileSync(file, 'utf8').split('---')[1]!) as { title: string; description: string }
const english = (route: string) => route.replace(/^\/ta(?=\/|$)/, '') || '/'
const folder = (route: string) => (english(route) === '/' ? 'index' : english(route).slice(1))

/** Tamil letters (U+0B80–U+0BFF). */
const TAMIL = /[\u0B80-\u0BFF]/

/** What the head of the built page says about its language and its versions. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')]
      .map((link) => [link.hreflang, link.href])
      .sort(),
    locale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
  }))

test.describe('the site in Tamil', () => {
  for (const route of TAMIL_ROUTES) {
    test(`${route} is in Tamil: its title, menu, footer and head, linked both ways with ${english(route)}`, async () => {
      const { page, problems } = await site.open(route, { viewport: { width: 1280, height: 800 } })
      const matter = frontMatter(`pages/${folder(route)}/ta.mdx`)
      assert.equal(
        await page.title(),
        english(route) === '/'
          ? `${settings.shortName} | ${matter.title}`
          : `${matter.title} | ${settings.shortName}`,
      )
      const head = await headOf(page)
      assert.equal(head.lang, 'ta-IN')
      assert.equal(head.locale, 'ta_IN')
      assert.equal(head.canonical, origin + route)
      const versions = [
        ['en-IN', origin + (english(route) === '/' ? '/' : english(route))],
        ['ta-IN', origin + route],
        ['x-default', origin + (english(route) === '/' ? '/' : english(route))],
      ].sort()
      assert.deepEqual(head.alternates, versions)

      // The frame in Tamil: the menu's links and the footer's headings (content/*.ta.yaml).
      const menu = page.locator('#site-menu')
      for (const link of navigationTa.header)
        assert.ok(
          await menu.getByRole('link', { name: link.label, exact: true }).isVisible(),
          link.label,
        )
      assert.ok(await page.locator('footer').getByText(uiTa.footer.quickLinksTitle).isVisible())
      assert.match(await page.locator('main h1').innerText(), TAMIL)

      // The switch: a plain link to the English page, in English.
      const toEnglish = page
        .locator('#site-header')
        .getByRole('link', { name: 'English', exact: true })
      assert.ok(await toEnglish.isVisible())
      assert.equal(await toEnglish.getAttribute('href'), english(route))
      assert.equal(await toEnglish.getAttribute('hreflang'), 'en-IN')
      assert.equal(await toEnglish.getAttribute('lang'), 'en-IN')

      // The English page links back, and lists the same versions.
      await toEnglish.click()
      await page.waitForURL(site.url + (english(route) === '/' ? '/' : english(route)))
      const back = await headOf(page)
      assert.equal(back.lang, 'en-IN')
      assert.deepEqual(back.alternates, versions)
      const toTamil = page.locator('#site-header').getByRole('link', { name: 'தமிழ்', exact: true })
      assert.equal(await toTamil.getAttribute('href'), route)
      assert.equal(await toTamil.getAttribute('hreflang'), 'ta-IN')
      assert.equal(await toTamil.getAttribute('lang'), 'ta-IN')
      assert.deepEqual(problems, [])
      await page.context().close()
    })
  }

  test('links within Tamil pages stay in Tamil where a translation exists, and go to English where not', async () => {
    const { page } = await site.open('/ta', { viewport: { width: 1280, height: 800 } })
    const menu = page.locator('#site-menu')
    for (const link of navigationTa.header) {
      const href = await menu
        .getByRole('link', { name: link.label, exact: true })
        .getAttribute('href')
      const translated = TAMIL_ROUTES.includes(`/ta${link.href === '/' ? '' : link.href}` as never)
      assert.equal(
        href,
        translated ? `/ta${link.href === '/' ? '' : link.href}` : link.href,
        link.label,
      )
    }
    await page.context().close()
  })

  test('offers no page in Tamil that nobody translated: no link to it, and its address is not found', async () => {
    const { page } = await site.open('/blog', { viewport: { width: 1280, height: 800 } })
    assert.equal(await page.locator('a[hreflang]').count(), 0, 'no language switch on /blog')
    const head = await headOf(page)
    assert.deepEqual(head.alternates, [])
    const response = await page.goto(site.url + '/ta/blog')
    assert.equal(response?.status(), 404)
    await page.context().close()
  })

  test('the privacy notice and the Cookie Policy offer the other language at their top', async () => {
    for (const route of LEGAL_ROUTES) {
      const { page } = await site.open(route, { viewport: { width: 390, height: 800 } })
      const link = page
        .locator('[data-prose] header')
        .getByRole('link', { name: settings.languages[1].readThisPage })
      assert.ok(await link.isVisible(), route)
      assert.equal(await link.getAttribute('href'), `/ta${route}`)
      assert.equal(await link.getAttribute('lang'), 'ta-IN')
      await link.click()
      await page.waitForURL(`${site.url}/ta${route}`)
      const back = page
        .locator('[data-prose] header')
        .getByRole('link', { name: settings.languages[0].readThisPage })
      assert.equal(await back.getAttribute('href'), route)
      await page.context().close()
    }
  })

  test('/ta/privacy lists every field of the Tamil form, and its version in Tamil', async () => {
    const { page } = await site.open('/ta/privacy', { viewport: { width: 1280, height: 800 } })
    const rows = page.locator('main table').first().locator('tbody tr')
    const labels = [
      'nameLabel',
      'emailLabel',
      'phoneLabel',
      'companyLabel',
      'serviceLabel',
      'messageLabel',
    ]
    assert.equal(await rows.count(), labels.length + (formTa.marketingConsent.enabled ? 1 : 0))
    for (const [i, label] of labels.entries())
      assert.match(await rows.nth(i).locator('th').innerText(), new RegExp(`^${formTa[label]}`))
    const date = new Intl.DateTimeFormat('ta-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${privacyTa.lastChanged}T00:00:00Z`),
    )
    assert.equal(
      await page.locator(`main time[datetime="${privacyTa.lastChanged}"]`).innerText(),
      date,
    )
    await page.context().close()
  })

  test('/ta/contact: the whole form in Tamil, its own words for an empty field, its privacy link to /ta/privacy', async () => {
    const { page, problems } = await site.open('/ta/contact', {
      viewport: { width: 390, height: 800 },
    })
    const form = page.locator('main form')
    for (const key of ['nameLabel', 'emailLabel', 'messageLabel', 'serviceLabel'])
      assert.ok(await form.getByText(formTa[key]).first().isVisible(), key)
    assert.equal(await form.locator('button[type="submit"]').innerText(), formTa.submit)
    assert.equal(
      await form.getByRole('link', { name: formTa.privacyLink.label }).getAttribute('href'),
      '/ta/privacy',
    )
    assert.equal(
      await form.getByRole('link', { name: formTa.withdrawLink.label }).getAttribute('href'),
      '/ta/privacy/requests#withdraw',
    )
    await form.locator('[name="name"]').focus()
    await page.waitForFunction(() =>
      document.querySelector('[data-island]')?.hasAttribute('data-hydrated'),
    )
    await form.locator('button[type="submit"]').click()
    assert.equal(
      await form
        .locator('[name="name"]')
        .evaluate((input: HTMLInputElement) => input.validationMessage),
      formTa.required,
    )
    await form.locator('[name="name"]').fill('ஆஷா')
    await form.locator('[name="email"]').fill('not-an-address')
    await form.locator('button[type="submit"]').click()
    assert.equal(
      await form
        .locator('[name="email"]')
        .evaluate((input: HTMLInputElement) => input.validationMessage),
      formTa.emailFormat,
    )
    // Typing clears it: the browser checks the field afresh.
    await form.locator('[name="email"]').fill('asha@example.in')
    assert.equal(
      await form
        .locator('[name="email"]')
        .evaluate((input: HTMLInputElement) => input.validity.valid),
      true,
    )
    assert.deepEqual(problems, [])
    await page.context().close()
  })

  test('Tamil lines fit a 390 px phone: nothing overflows the page or is cut off', async () => {
    // Drawn in the Tamil face, whose letters are the tallest: a later visit, the fonts cached.
    const first = await site.open('/ta', { viewport: { width: 390, height: 800 } })
    await first.page.waitForFunction((key) => localStorage.getItem(key) === '1', FONT_KEY)
    for (const route of TAMIL_ROUTES) {
      const page = await first.page.context().newPage()
      await page.goto(site.url + route)
      await page.evaluate(() => document.fonts.ready)
      const problems = await page.evaluate(() => {
        const found: string[] = []
        if (document.documentElement.scrollWidth > window.innerWidth)
          found.push(`the page is ${document.documentElement.scrollWidth} px wide`)
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          if (!/[\u0B80-\u0BFF]/.test(element.textContent ?? '') || !element.checkVisibility())
            continue
          // Visually hidden on purpose (for screen readers): a 1 px box.
          if (element.clientWidth <= 1 && element.clientHeight <= 1) continue
          const style = getComputedStyle(element)
          const clipsX = /hidden|clip/.test(style.overflowX)
          const clipsY = /hidden|clip/.test(style.overflowY)
          const name = `<${element.tagName.toLowerCase()} class="${element.className}">${(element.textContent ?? '').slice(0, 30)}`
          if (clipsX && element.scrollWidth > element.clientWidth + 1)
            found.push(
              `${name} is cut off at its right (${element.scrollWidth} > ${element.clientWidth})`,
            )
          if (clipsY && element.scrollHeight > element.clientHeight + 1)
            found.push(
              `${name} is cut off at its bottom (${element.scrollHeight} > ${element.clientHeight})`,
            )
          const box = element.getBoundingClientRect()
          if (box.width > 0 && box.right > window.innerWidth + 1 && style.position !== 'fixed')
            found.push(`${name} reaches past the screen (${Math.round(box.right)} px)`)
        }
        return found
      })
      assert.deepEqual(problems, [], route)
      await page.close()
    }
    await first.page.context().close()
  })
})

test.describe('search engines', () => {
  test('the sitemap lists each Tamil page with its alternates, reciprocally', () => {
    const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8')
    assert.match(sitemap, /xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/)
    for (const route of TAMIL_ROUTES) {
      const englishUrl = origin + (english(route) === '/' ? '/' : english(route))
      const alternates = `<xhtml:link rel="alternate" hreflang="en-IN" href="${englishUrl}"/>\n    <xhtml:link rel="alternate" hreflang="ta-IN" href="${origin + route}"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="${englishUrl}"/>`
      for (const url of [englishUrl, origin + route])
        assert.ok(
          sitemap.includes(`<loc>${url}</loc><lastmod>`) && sitemap.includes(alternates),
          url,
        )
    }
    // A page in English only has no alternates.
    assert.match(sitemap, /<loc>[^<]*\/blog<\/loc><lastmod>[^<]*<\/lastmod><\/url>/)
  })

  test('the RSS feed and the structured data stay in English', () => {
    assert.match(readFileSync('dist/client/blog/rss.xml', 'utf8'), /<language>en-IN<\/language>/)
    const home = readFileSync('dist/client/ta.html', 'utf8')
    const [organization] = [
      ...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!))
    assert.equal(organization.name, settings.name)
    assert.deepEqual(organization.knowsLanguage, ['en-IN', 'ta-IN'])
  })
})
