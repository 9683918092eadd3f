/**
 * The Cookie Policy lists everything the site stores in a visitor's browser (content/storage.yaml,
 * components/StorageList). A visitor goes through every page, uses every control that may store
 * something (light/dark, the chat panel, the menu, the FAQ, the form) and stays until the web font
 * has loaded; the test fails when the browser then holds a cookie or a storage key the list does
 * not name, or when the list names one the site never sets.
 */
import assert from 'node:assert/strict'
import { readContent } from './content'
import { LEGAL_ROUTES, ROUTES, serveSite, test } from './harness'

const site = serveSite()
const listed: { key: string; place: string }[] = readContent('storage.yaml')

test.describe('what the site stores in the browser', () => {
  test('is exactly what the Cookie Policy lists', async () => {
    const { page } = await site.open('/')
    const seen = new Map<string, string>()
    const record = async () => {
      const stored = await page.evaluate(() => ({
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
      }))
      for (const key of stored.local) seen.set(key, 'Local storage')
      for (const key of stored.session) seen.set(key, 'Session storage')
      for (const cookie of await page.context().cookies()) seen.set(cookie.name, 'Cookie')
    }
    for (const route of [...ROUTES, ...LEGAL_ROUTES, '/no-such-page']) {
      await page.goto(site.url + route, { waitUntil: 'load' })
      await page.waitForTimeout(300)
      await record()
    }
    await page.goto(site.url + '/contact', { waitUntil: 'load' })
    await page.getByRole('button', { name: 'Switch between light and dark mode' }).click()
    await page.locator('main form').getByLabel('Full Name').fill('Asha')
    await page.locator('#faq summary').first().click()
    // The web font loads once the page is idle, and then says so in storage.
    await page.waitForFunction(() => localStorage.getItem('site-font-loaded') === '1', null, {
      timeout: 10_000,
    })
    await page.reload({ waitUntil: 'load' })
    await record()

    const unlisted = [...seen].filter(([key]) => !listed.some((item) => item.key === key))
    assert.deepEqual(unlisted, [], 'stored but not in content/storage.yaml (the Cookie Policy)')
    for (const item of listed) {
      assert.ok(seen.has(item.key), `${item.key} is listed but the site never stored it`)
      assert.equal(seen.get(item.key), item.place, `${item.key} is kept in ${seen.get(item.key)}`)
    }
  })

  test('shows that list on the Cookie Policy page, linked from every page', async () => {
    const { page } = await site.open('/cookies')
    for (const item of listed)
      assert.equal(await page.getByRole('rowheader', { name: item.key }).count(), 1, item.key)
    for (const route of ROUTES) {
      await page.goto(site.url + route)
      const footer = page.locator('footer')
      for (const [name, href] of [
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
        ['Cookie Policy', '/cookies'],
      ] as const)
        assert.equal(await footer.getByRole('link', { name }).getAttribute('href'), href, route)
    }
  })
})
