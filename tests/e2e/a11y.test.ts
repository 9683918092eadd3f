// Every page at 390 and 1280 px, light and dark, is checked with axe-core in look.ts, on the
// page it has already loaded; here, what a visitor opens on top of a page.
import assert from 'node:assert/strict'
import { axeViolations } from './axe'
import { serveSite, test } from './harness'

const site = serveSite()

test.describe('accessibility (axe-core)', () => {
  test('has no violations with the mobile menu open and with the chat panel open', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await site.open('/', { colorScheme, viewport: { width: 375, height: 740 } })
      await page.locator('button[aria-controls="site-menu"]').click()
      assert.deepEqual(await axeViolations(page), [], `menu open, ${colorScheme}`)
      await page.locator('button[aria-controls="site-menu"]').click()
      await page.evaluate(() => window.scrollTo(0, 600))
      await page.getByRole('button', { name: 'Chat with us on WhatsApp' }).click()
      await page.getByRole('dialog').waitFor()
      await page.waitForTimeout(300)
      assert.deepEqual(await axeViolations(page), [], `chat panel open, ${colorScheme}`)
    }
  })
})
