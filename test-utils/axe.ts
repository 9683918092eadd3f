import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on a rendered component and fails with each violation's id,
 * help text and the selectors of the elements at fault. Off: colour contrast,
 * which jsdom cannot compute (no layout, no CSS); `region`, since a lone
 * component has no page landmarks around it; and looking inside iframes (the
 * office map is another site's page, which jsdom does not load; the frame
 * itself, e.g. its title, is still checked).
 */
export async function expectNoAxeViolations(container: Element) {
  const { violations } = await axe.run(container, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n` +
      v.nodes.map((node) => `    at ${node.target.join(' ')}`).join('\n'),
  )
  expect(report, `axe found violations:\n${report.join('\n')}`).toEqual([])
}
