import { describe, expect, it } from 'vitest'
import { services } from '#content/services'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { ServicesGrid } from '#components/ServicesGrid'
import { Section } from './Section'

// The example in components/mdx/index.ts.
const example = (
  <Section eyebrow="What we do" title="Our Services" id="services" tone="muted">
    <p>An introduction sentence.</p>
    <ServicesGrid />
  </Section>
)

describe('Section', () => {
  it('shows the eyebrow, heading, introduction and the components inside it', () => {
    const { container } = render(example)
    expect(screen.getByRole('heading', { level: 2, name: 'Our Services' })).toBeInTheDocument()
    expect(screen.getByText('What we do')).toBeInTheDocument()
    expect(screen.getByText('An introduction sentence.')).toBeInTheDocument()
    const section = container.querySelector('section')!
    // id="services" makes /page#services land on it.
    expect(section).toHaveAttribute('id', 'services')
    expect(section).toHaveAttribute('data-tone', 'muted')
    const cards = within(section).getAllByRole('heading', { level: 3 })
    expect(cards.map((h) => h.textContent)).toEqual(services.map((s) => s.title))
  })

  it('is a plain <div> with no heading when given neither title nor eyebrow', () => {
    const { container } = render(
      <Section>
        <p>Only prose.</p>
      </Section>,
    )
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(container.querySelector('header')).not.toBeInTheDocument()
    expect(screen.getByText('Only prose.')).toBeInTheDocument()
    // A <section> with no heading is what the Nu checker warns about (tests/e2e/nu.test.ts).
    expect(container.querySelector('section')).not.toBeInTheDocument()
    expect(container.querySelector('[data-tone]')?.tagName).toBe('DIV')
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'default')
  })

  it('is a plain <div> with only an eyebrow: a section needs its heading', () => {
    const { container } = render(<Section eyebrow="Only a line">Prose.</Section>)
    expect(container.querySelector('section')).not.toBeInTheDocument()
    expect(screen.getByText('Only a line')).toBeInTheDocument()
  })

  it('has no axe violation', async () => {
    const { container } = render(example)
    await expectNoAxeViolations(container)
  })
})
