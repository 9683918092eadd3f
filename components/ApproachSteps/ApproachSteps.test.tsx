import { describe, expect, it } from 'vitest'
import { steps } from '#content/steps'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { ApproachSteps } from './ApproachSteps'

describe('ApproachSteps', () => {
  it('shows the four numbered steps of spec §2 as an ordered list', () => {
    render(<ApproachSteps />)
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    // The heading carries the number too (visually hidden), so a screen reader
    // hears "01 Discovery"; the big number shown above it is hidden from them.
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['01 Discovery', '02 Strategy', '03 Implementation', '04 Optimization'])
    for (const item of items) {
      const big = item.firstElementChild!
      expect(big).toHaveAttribute('aria-hidden', 'true')
      expect(within(item).getByRole('heading').textContent).toMatch(
        new RegExp(`^${big.textContent} `),
      )
    }
  })

  it('shows each description from content/steps.yaml', () => {
    render(<ApproachSteps />)
    const items = screen.getAllByRole('listitem')
    steps.forEach((step, i) => {
      expect(within(items[i]!).getByText(step.description)).toBeInTheDocument()
    })
  })

  it('has no axe violation', async () => {
    const { container } = render(<ApproachSteps />)
    await expectNoAxeViolations(container)
  })
})
