import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen } from '../../test-utils/render'
import { PageHeader } from './PageHeader'

// The example in components/mdx/index.ts.
const example = (
  <PageHeader eyebrow="About us" title="The page's main heading">
    <p>A sentence or two under the heading.</p>
  </PageHeader>
)

describe('PageHeader', () => {
  it('shows the eyebrow, the page heading and the text under it', () => {
    render(example)
    expect(
      screen.getByRole('heading', { level: 1, name: "The page's main heading" }),
    ).toBeInTheDocument()
    expect(screen.getByText('About us')).toBeInTheDocument()
    expect(screen.getByText('A sentence or two under the heading.')).toBeInTheDocument()
  })

  it('shows no eyebrow when none is given', () => {
    const { container } = render(<PageHeader title="Contact" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument()
    // Only the heading: no empty eyebrow line.
    expect(container.querySelector('section')).toHaveTextContent(/^Contact$/)
  })

  it('has no axe violation', async () => {
    const { container } = render(example)
    await expectNoAxeViolations(container)
  })
})
