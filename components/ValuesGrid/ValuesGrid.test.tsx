import { describe, expect, it } from 'vitest'
import { values } from '#content/values'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { ValuesGrid } from './ValuesGrid'

describe('ValuesGrid', () => {
  it('shows the four values of spec §2 as a list, each with its description', () => {
    render(<ValuesGrid />)
    const items = screen.getAllByRole('listitem')
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Innovation', 'Excellence', 'Collaboration', 'Impact'])
    values.forEach((value, i) => {
      expect(within(items[i]!).getByText(value.description)).toBeInTheDocument()
    })
  })

  it('has no axe violation', async () => {
    const { container } = render(<ValuesGrid />)
    await expectNoAxeViolations(container)
  })
})
