import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen } from '../../test-utils/render'
import { StatsBlock } from './StatsBlock'

/** Each figure as [value, label], read as a screen reader pairs them (<dt> then its <dd>). */
const figures = () =>
  screen.getAllByRole('term').map((term) => {
    const definition = term.nextElementSibling
    expect(definition).toHaveRole('definition')
    return [definition?.textContent, term.textContent]
  })

describe('StatsBlock', () => {
  it("shows the home page's four figures (spec §1)", () => {
    render(<StatsBlock />)
    expect(figures()).toEqual([
      ['50+', 'Projects Initiated'],
      ['30+', 'Tech Experts'],
      ['5+', 'Emerging Tech Awards'],
      ['99%', 'Client Satisfaction'],
    ])
  })

  it('has no axe violation', async () => {
    const { container } = render(<StatsBlock />)
    await expectNoAxeViolations(container)
  })
})
