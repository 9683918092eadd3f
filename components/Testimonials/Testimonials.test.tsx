import { describe, expect, it } from 'vitest'
import { testimonials } from '#content/testimonials'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { Testimonials } from './Testimonials'

describe('Testimonials', () => {
  it('shows three quotes (spec §1)', () => {
    render(<Testimonials />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getAllByRole('blockquote')).toHaveLength(3)
  })

  it('shows each quote with its author and position from content/testimonials.yaml', () => {
    render(<Testimonials />)
    const items = screen.getAllByRole('listitem')
    testimonials.forEach((t, i) => {
      const item = items[i]!
      expect(within(item).getByRole('blockquote')).toHaveTextContent(t.quote)
      const figure = within(item).getByRole('figure')
      const caption = figure.querySelector('figcaption')!
      expect(within(caption).getByText(t.author)).toBeInTheDocument()
      expect(within(caption).getByText(t.position)).toBeInTheDocument()
    })
  })

  it("shows each author's initials as a decoration screen readers skip", () => {
    render(<Testimonials />)
    // "Dr. Arjun Menon" -> "AM": the title is not an initial.
    const avatar = screen.getByText('AM')
    expect(avatar).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('PR')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('KS')).toHaveAttribute('aria-hidden', 'true')
  })

  it('has no axe violation', async () => {
    const { container } = render(<Testimonials />)
    await expectNoAxeViolations(container)
  })
})
