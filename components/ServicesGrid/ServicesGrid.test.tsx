import { describe, expect, it } from 'vitest'
import { services } from '#content/services'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { ServicesGrid } from './ServicesGrid'

const titles = [
  'ERP Solutions',
  'Virtual Receptionist',
  'KPO',
  'BPO',
  'Online Chat Support',
  'Voice Calling',
]

describe('ServicesGrid', () => {
  it('shows the six services of spec §1 as cards', () => {
    render(<ServicesGrid />)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(6)
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(titles)
  })

  it('shows each summary from content/services.yaml', () => {
    render(<ServicesGrid />)
    const cards = screen.getAllByRole('article')
    services.forEach((service, i) => {
      expect(within(cards[i]!).getByText(service.summary)).toBeInTheDocument()
    })
  })

  it("has a 'Learn more' link to /services on each card, named after its service", () => {
    render(<ServicesGrid />)
    for (const card of screen.getAllByRole('article')) {
      const title = within(card).getByRole('heading').textContent
      const links = within(card).getAllByRole('link')
      expect(links).toHaveLength(1)
      expect(links[0]).toHaveAccessibleName(`Learn more: ${title}`)
      expect(links[0]).toHaveAttribute('href', '/services')
    }
  })

  it('has no axe violation', async () => {
    const { container } = render(<ServicesGrid />)
    await expectNoAxeViolations(container)
  })
})
