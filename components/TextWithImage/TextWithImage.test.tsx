import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen } from '../../test-utils/render'
import { TextWithImage } from './TextWithImage'

// The example in components/mdx/index.ts.
const example = (
  <TextWithImage
    title="Our Story"
    image="https://images.unsplash.com/photo-1552664730-d307ca884978"
    imageAlt="Colleagues discussing plans"
  >
    <p>A few paragraphs.</p>
  </TextWithImage>
)

describe('TextWithImage', () => {
  it('shows the heading, the prose and the photo with its alt text', () => {
    render(example)
    expect(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument()
    expect(screen.getByText('A few paragraphs.')).toBeInTheDocument()
    const img = screen.getByRole('img', { name: 'Colleagues discussing plans' })
    expect(img.getAttribute('src')).toMatch(
      /^https:\/\/images\.unsplash\.com\/photo-1552664730-d307ca884978\?/,
    )
  })

  it('shows an eyebrow when given one', () => {
    render(
      <TextWithImage
        eyebrow="Who we are"
        title="Our Story"
        image="https://images.unsplash.com/photo-1552664730-d307ca884978"
        imageAlt="Colleagues discussing plans"
      />,
    )
    expect(screen.getByText('Who we are')).toBeInTheDocument()
  })

  it('has no axe violation', async () => {
    const { container } = render(example)
    await expectNoAxeViolations(container)
  })
})
