import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen } from '../../test-utils/render'
import { Hero } from './Hero'

// The example in components/mdx/index.ts.
const example = (
  <Hero
    eyebrow="Technology services from Coimbatore"
    title="Technology and teams that keep your business moving"
    primaryLabel="Get Started"
    primaryHref="/contact"
    secondaryLabel="Learn More"
    secondaryHref="/about"
    image="https://images.unsplash.com/photo-1522071820081-009f0129c71c"
    imageAlt="A team planning a project around a laptop"
  >
    <p>One or two sentences of introduction.</p>
  </Hero>
)

describe('Hero', () => {
  it('shows the page heading, eyebrow, introduction and photo', () => {
    render(example)
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Technology and teams that keep your business moving',
      }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading')).toHaveLength(1)
    expect(screen.getByText('Technology services from Coimbatore')).toBeInTheDocument()
    expect(screen.getByText('One or two sentences of introduction.')).toBeInTheDocument()
    const img = screen.getByRole('img', { name: 'A team planning a project around a laptop' })
    expect(img.getAttribute('src')).toMatch(
      /^https:\/\/images\.unsplash\.com\/photo-1522071820081-009f0129c71c\?/,
    )
  })

  it("has the 'Get Started' button to /contact and 'Learn More' to /about", () => {
    render(example)
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about')
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('shows only the primary button when no second one is given', () => {
    render(<Hero title="Welcome" primaryLabel="Get Started" primaryHref="/contact" />)
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact')
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('has no axe violation', async () => {
    const { container } = render(example)
    await expectNoAxeViolations(container)
  })
})
