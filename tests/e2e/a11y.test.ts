import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { EVERY_ROUTE, serveSite, test } from './harness'

const site = serveSite()
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Runs axe-core (WCAG 2.0-2.2 A/AA and best practices) and returns readable violations. */
export async function axeViolations(page: Page) {
  await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })
    return result.violations.map((v) => ({
      rule: v.id,
      targets: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }))
  })
  return violations.map((v) => `${v.rule} — ${v.targets.join(' | ')}`)
}

test.describe('accessibility (axe-core)', () => {
  for (const route of EVERY_ROUTE) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        test(`${route} at ${width}px in ${colorScheme} has no violations`, async () => {
          // bypassCSP: axe-core is injected as an inline script; security.test.ts checks the CSP.
          const { page } = await site.open(route, {
            colorScheme,
            viewport: { width, height: 800 },
            bypassCSP: true,
          })
          assert.deepEqual(await axeViolations(page), [], `${route} ${width}px ${colorScheme}`)
        })
      }
    }
  }

  test('has no violations with the mobile menu open and with the chat panel open', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await site.open('/', {
        colorScheme,
        viewport: { width: 375, height: 740 },
        bypassCSP: true,
      })
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
