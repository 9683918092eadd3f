import assert from 'node:assert/strict'
import { readContent } from './content'
import { ROUTES, serveSite, TAMIL_ROUTES, test } from './harness'

const site = serveSite()
const settings = readContent('site.yaml')
const faq = readContent('faq.yaml')
/** The header's links in the page's language (content/navigation.yaml, navigation.ta.yaml). */
const menuLabels = (route: string) =>
  readContent(route.startsWith('/ta') ? 'navigation.ta.yaml' : 'navigation.yaml').header.map(
    (link: { label: string }) => link.label,
  )
const normalise = (text: string) => text.replace(/\u00a0/g, ' ')

test.describe('reading without JavaScript', { tag: '@smoke' }, () => {
  const open = async (route: string, width = 375) => {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 800 },
    })
    const page = await context.newPage()
    await page.goto(site.url + route)
    return page
  }

  for (const route of [...ROUTES, ...TAMIL_ROUTES]) {
    test(`${route} shows its heading, text, images and navigation on a phone`, async () => {
      const page = await open(route)
      assert.ok(await page.locator('h1').isVisible())
      const nav = page.locator('#site-menu')
      // The menu is a popover: its toggle opens it without any script.
      assert.equal(await nav.isVisible(), false)
      await page.locator('button[aria-controls="site-menu"]').click()
      assert.ok(await nav.isVisible(), 'the toggle opens the menu')
      for (const label of menuLabels(route)) {
        assert.ok(await nav.getByRole('link', { name: label, exact: true }).isVisible(), label)
      }
      const main = await page.locator('main').innerText()
      assert.ok(main.length > 300, `${route} has its text`)
      for (const img of await page.locator('main img').all()) {
        assert.ok(await img.getAttribute('alt'))
      }
      const hidden = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll('main *')).filter(
            (el) => getComputedStyle(el).opacity === '0',
          ).length,
      )
      assert.equal(hidden, 0, 'nothing is left transparent')
    })
  }

  test('follows links as ordinary page loads', async () => {
    const page = await open('/', 1280)
    await page.locator('header').getByRole('link', { name: 'Services', exact: true }).click()
    await page.waitForURL(site.url + '/services')
    assert.match(await page.locator('h1').innerText(), /Services/)
  })

  test('opens every FAQ answer and says how to reach the company instead of the form', async () => {
    const page = await open('/contact', 1280)
    // The FAQ is native <details>: each answer opens with a click, no script needed.
    for (const [i, item] of faq.entries()) {
      await page.locator('#faq summary').nth(i).click()
      const open = page.locator('#faq details[open] summary + *')
      await open.waitFor({ state: 'visible' })
      const answer = normalise(await open.innerText())
      assert.ok(answer.includes(item.answer.trim()), item.question)
    }
    const main = normalise(await page.locator('main').innerText())
    assert.equal(await page.locator('main form').isVisible(), false)
    assert.match(main, /This form needs JavaScript/)
    assert.ok(main.includes(settings.phone) && main.includes(settings.email))
  })

  test('shows the office map (it loads near the screen only with JavaScript)', async () => {
    const page = await open('/contact', 1280)
    const map = page.locator('main iframe')
    assert.equal(await map.count(), 1)
    assert.match(
      (await map.getAttribute('src'))!,
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    )
    assert.equal(await map.evaluate((el) => Math.round(el.getBoundingClientRect().height)), 500)
  })
})
