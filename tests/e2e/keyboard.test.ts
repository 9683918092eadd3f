import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { afterMinimumFillTime } from './contact-form'
import { ROUTES, serveSite, showing, test } from './harness'

const site = serveSite()

/** Describes the focused element the way a tester would read it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el) return ''
    const field = el.matches('input, select, textarea') ? el.getAttribute('name') : null
    const name = field ?? el.getAttribute('aria-label') ?? el.innerText?.trim() ?? ''
    return `${el.tagName.toLowerCase()}:${name}`
  })
const tabTo = async (page: Page, target: string, max = 40) => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if ((await focused(page)) === target) return
  }
  assert.fail(`could not reach ${target} by Tab (last: ${await focused(page)})`)
}

test.describe('keyboard', () => {
  test('reaches the skip link first and it jumps to the main content', async () => {
    const { page } = await site.open('/about')
    await page.keyboard.press('Tab')
    assert.equal(await focused(page), 'a:Skip to main content')
    const box = await page.locator('a[href="#main"]').boundingBox()
    assert.ok(box && box.y >= 0, 'the skip link is visible when focused')
    await page.keyboard.press('Enter')
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main')
  })

  test('shows a visible focus ring on links and buttons', async () => {
    const { page } = await site.open('/')
    await tabTo(page, 'a:About')
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle }
    })
    assert.ok(outline.width >= 2 && outline.style !== 'none', JSON.stringify(outline))
  })

  test('navigates the header by keyboard; the next page starts at its skip link, with its own title', async () => {
    const { page } = await site.open('/')
    await tabTo(page, 'a:Services')
    await page.keyboard.press('Enter')
    await page.waitForURL(site.url + '/services')
    await showing(page, '/services')
    // A new page, as a screen reader announces it: focus starts at the top.
    await page.keyboard.press('Tab')
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Skip to main content',
    )
    assert.match(await page.title(), /^Services \|/)
    assert.match(
      (await page.locator('meta[name="description"]').getAttribute('content'))!,
      /ERP solutions, virtual receptionist/,
      'the description follows the page',
    )
  })

  test('opens the mobile menu, follows a link and closes it, by keyboard only', async () => {
    const { page } = await site.open('/', { viewport: { width: 375, height: 740 } })
    await tabTo(page, 'button:Open menu')
    await page.keyboard.press('Enter')
    assert.equal(await page.locator('#site-menu').isVisible(), true)
    await tabTo(page, 'a:Contact')
    await page.keyboard.press('Enter')
    await page.waitForURL(site.url + '/contact')
    await showing(page, '/contact')
    assert.equal(await page.locator('#site-menu').isVisible(), false)
  })

  test('fills and sends the contact form by keyboard only', async () => {
    const { page } = await site.open('/contact')
    await tabTo(page, 'input:name')
    await page.keyboard.type('Asha Kumar')
    await page.keyboard.press('Tab')
    assert.equal(await focused(page), 'input:email')
    await page.keyboard.type('asha@example.in')
    await page.keyboard.press('Tab')
    assert.equal(await focused(page), 'input:phone')
    await page.keyboard.press('Tab')
    assert.equal(await focused(page), 'input:company')
    await page.keyboard.press('Tab')
    assert.equal(await focused(page), 'select:service')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    assert.equal(await focused(page), 'textarea:message')
    await page.keyboard.type('Please call me.')
    await page.keyboard.press('Tab')
    assert.equal(await focused(page), 'button:Send Message')
    await afterMinimumFillTime(page)
    await page.keyboard.press('Enter')
    await page.getByRole('alert').filter({ hasText: 'Message sent successfully!' }).waitFor()
  })

  test('opens FAQ answers with Enter or Space and moves between questions with Tab', async () => {
    const { page } = await site.open('/contact')
    const first = page.locator('#faq summary').first()
    await tabTo(page, `summary:${(await first.innerText()).trim()}`, 80)
    await page.keyboard.press('Enter')
    const open = () => page.locator('#faq details[open] summary').allInnerTexts()
    assert.deepEqual(await open(), [(await first.innerText()).trim()])
    const second = page.locator('#faq summary').nth(1)
    await tabTo(page, `summary:${(await second.innerText()).trim()}`, 3)
    await page.keyboard.press('Space')
    assert.deepEqual(await open(), [(await second.innerText()).trim()], 'the first one closed')
  })

  test('operates the chat panel by keyboard: focus inside, Tab stays in it, Escape returns to the button', async () => {
    const { page } = await site.open('/')
    await page.evaluate(() => window.scrollTo(0, 800))
    const button = page.getByRole('button', { name: 'Chat with us on WhatsApp' })
    await button.waitFor()
    await button.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Chat with us on WhatsApp' })
    await panel.waitFor()
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    )
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      assert.ok(
        await page.evaluate(() =>
          document.querySelector('[role="dialog"]')?.contains(document.activeElement),
        ),
        'focus stays in the panel',
      )
    }
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    assert.equal(await button.evaluate((el) => el === document.activeElement), true)
  })
})

test.describe('touch targets at 375 px', () => {
  for (const route of ROUTES) {
    test(`${route}: every link and button outside prose is at least 44×44 px`, async () => {
      const { page } = await site.open(route, { viewport: { width: 375, height: 740 } })
      await page.locator('button[aria-controls="site-menu"]').click()
      const small = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('a, button, select, input, textarea'))
          .filter(
            (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
          )
          .filter((el) => !el.closest('p')) // links inside sentences are exempt (WCAG 2.5.8)
          .filter((el) => !el.matches('a[href="#main"]')) // shown only on keyboard focus
          .filter((el) => !el.closest('[inert]')) // never focused or touched: the form's honeypot
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(
            ({ el, box }) =>
              `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.innerText).trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          ),
      )
      assert.deepEqual(small, [])
    })
  }
})
