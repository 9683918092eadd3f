import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on a rendered component and fails with each violation's id,
 * help text and the selectors of the elements at fault. Two rules are off:
 * colour contrast cannot be computed in jsdom (no layout, no CSS), and a lone
 * component has no page landmarks around it.
 */
export async function expectNoAxeViolations(container: Element) {
  const { violations } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n` +
      v.nodes.map((node) => `    at ${node.target.join(' ')}`).join('\n'),
  )
  expect(report, `axe found violations:\n${report.join('\n')}`).toEqual([])
}
