import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen } from '../../test-utils/render'
import { AboutBlock } from './AboutBlock'

// The example in components/mdx/index.ts.
const example = (
  <AboutBlock
    eyebrow="About us"
    title="A young company with a proven team"
    linkLabel="More about us"
    linkHref="/about"
  >
    <p>A paragraph or two.</p>
  </AboutBlock>
)

describe('AboutBlock', () => {
  it('shows the eyebrow, heading, prose and the link', () => {
    render(example)
    expect(
      screen.getByRole('heading', { level: 2, name: 'A young company with a proven team' }),
    ).toBeInTheDocument()
    expect(screen.getByText('About us')).toBeInTheDocument()
    expect(screen.getByText('A paragraph or two.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about')
  })

  it('shows the four statistics from content/stats.yaml (spec §1)', () => {
    render(example)
    const figures = screen
      .getAllByRole('term')
      .map((term) => [term.nextElementSibling?.textContent, term.textContent])
    expect(figures).toEqual([
      ['50+', 'Projects Initiated'],
      ['30+', 'Tech Experts'],
      ['5+', 'Emerging Tech Awards'],
      ['99%', 'Client Satisfaction'],
    ])
  })

  it('shows no link without both a label and an address', () => {
    render(
      <AboutBlock title="About" linkLabel="More about us">
        <p>Prose.</p>
      </AboutBlock>,
    )
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('has no axe violation', async () => {
    const { container } = render(example)
    await expectNoAxeViolations(container)
  })
})
