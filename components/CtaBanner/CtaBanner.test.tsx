import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen } from '../../test-utils/render'
import { CtaBanner } from './CtaBanner'

// The example in components/mdx/index.ts (the home page's closing band, spec §2).
const example = (
  <CtaBanner
    title="Ready to start?"
    primaryLabel="Contact Us Today"
    primaryHref="/contact"
    secondaryLabel="View Our Services"
    secondaryHref="/services"
  >
    <p>One sentence.</p>
  </CtaBanner>
)

describe('CtaBanner', () => {
  it('shows the heading and the sentence under it', () => {
    render(example)
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to start?' })).toBeInTheDocument()
    expect(screen.getByText('One sentence.')).toBeInTheDocument()
  })

  it("links 'Contact Us Today' to /contact and 'View Our Services' to /services", () => {
    render(example)
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      [
        ['Contact Us Today', '/contact'],
        ['View Our Services', '/services'],
      ],
    )
  })

  it('shows one button when no second one is given', () => {
    render(<CtaBanner title="Join Our Team" primaryLabel="Contact Us" primaryHref="/contact" />)
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  })

  it('has no axe violation', async () => {
    const { container } = render(example)
    await expectNoAxeViolations(container)
  })
})
