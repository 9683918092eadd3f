import { describe, expect, it } from 'vitest'
import { render, screen } from '../../test-utils/render'
import { StockImage } from './StockImage'

const src = 'https://images.unsplash.com/photo-1?ixlib=rb-4.0.3'

describe('StockImage', () => {
  it('has a fixed size, alt text and a srcset from the host width parameter', () => {
    render(<StockImage src={src} alt="A team at work" width={640} height={480} />)
    const img = screen.getByRole('img', { name: 'A team at work' })
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '480')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img.getAttribute('src')).toBe(
      'https://images.unsplash.com/photo-1?w=640&q=70&auto=format&fit=crop',
    )
    expect(
      img
        .getAttribute('srcset')
        ?.split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['400w', '640w', '960w', '1280w'])
  })

  it('loads a priority image at once', () => {
    render(<StockImage src={src} alt="Hero" width={720} height={560} priority />)
    const img = screen.getByRole('img', { name: 'Hero' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })
})
