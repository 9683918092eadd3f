import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core (WCAG 2.0-2.2 A/AA and best practices) on the page shown and returns readable
 * violations. axe is evaluated through the browser's protocol, which the page's
 * Content-Security-Policy does not govern (security.test.ts checks the policy).
 */
export async function axeViolations(page: Page) {
  await page.evaluate(AXE)
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
