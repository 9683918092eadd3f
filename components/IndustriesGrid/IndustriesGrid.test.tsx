import { describe, expect, it } from 'vitest'
import { industries } from '#content/industries'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { IndustriesGrid } from './IndustriesGrid'

describe('IndustriesGrid', () => {
  it('shows the six industries of spec §2 as a list', () => {
    render(<IndustriesGrid />)
    const items = screen.getAllByRole('listitem')
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Healthcare',
      'Finance',
      'Retail & E-commerce',
      'Manufacturing',
      'Education',
      'Transportation & Logistics',
    ])
  })

  it('shows each description from content/industries.yaml', () => {
    render(<IndustriesGrid />)
    const items = screen.getAllByRole('listitem')
    industries.forEach((item, i) => {
      expect(within(items[i]!).getByText(item.description)).toBeInTheDocument()
    })
  })

  it('has no axe violation', async () => {
    const { container } = render(<IndustriesGrid />)
    await expectNoAxeViolations(container)
  })
})
