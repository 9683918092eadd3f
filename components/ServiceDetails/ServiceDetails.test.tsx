import { describe, expect, it } from 'vitest'
import { services } from '#content/services'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { ServiceDetails } from './ServiceDetails'

describe('ServiceDetails', () => {
  it('shows the six services of spec §1, each with its description and features', () => {
    render(<ServiceDetails />)
    const cards = screen.getAllByRole('article')
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'ERP Solutions',
      'Virtual Receptionist',
      'KPO',
      'BPO',
      'Online Chat Support',
      'Voice Calling',
    ])
    services.forEach((service, i) => {
      const card = cards[i]!
      expect(within(card).getByText(service.description)).toBeInTheDocument()
      const features = within(card).getByRole('list').querySelectorAll('li')
      expect([...features].map((li) => li.textContent)).toEqual(service.features)
      expect(service.features.length).toBeGreaterThan(0)
    })
  })

  it('gives each card an anchor from its title, e.g. /services#erp-solutions', () => {
    render(<ServiceDetails />)
    expect(screen.getAllByRole('article').map((card) => card.id)).toEqual([
      'erp-solutions',
      'virtual-receptionist',
      'kpo',
      'bpo',
      'online-chat-support',
      'voice-calling',
    ])
  })

  it("has a 'Request a Quote' button to /contact on each card, named after its service", () => {
    render(<ServiceDetails />)
    for (const card of screen.getAllByRole('article')) {
      const title = within(card).getByRole('heading').textContent
      const link = within(card).getByRole('link', { name: `Request a Quote: ${title}` })
      expect(link).toHaveTextContent('Request a Quote')
      expect(link).toHaveAttribute('href', '/contact')
    }
    expect(screen.getAllByRole('link')).toHaveLength(12)
  })

  it('links each service to its own list of case studies', () => {
    render(<ServiceDetails />)
    for (const card of screen.getAllByRole('article')) {
      const title = within(card).getByRole('heading').textContent!
      expect(within(card).getByRole('link', { name: `${title} case studies` })).toHaveAttribute(
        'href',
        `/case-studies/service/${card.id}`,
      )
    }
  })

  it('has no axe violation', async () => {
    const { container } = render(<ServiceDetails />)
    await expectNoAxeViolations(container)
  })
})
