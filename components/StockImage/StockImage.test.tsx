import type { Picture } from 'vite-imagetools'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '../../test-utils/render'
import { StockImage, type StockImageProps } from './StockImage'

/** The repository photos the build made (photos.ts), by name: filled by each test. */
const madePhotos = vi.hoisted(() => ({}) as Record<string, Picture>)
vi.mock('./photos', () => ({ madePhoto: (src: string) => madePhotos[src] }))

const src = 'https://images.unsplash.com/photo-1?ixlib=rb-4.0.3'

/** A repository photo (content/images/<name>.jpg) as the build makes it (photos.ts). */
function renderMade(name: string, props: Omit<StockImageProps, 'src' | 'width' | 'height'>) {
  const made = {
    sources: {
      avif: `/assets/${name}-400.avif 400w, /assets/${name}-640.avif 640w`,
      webp: `/assets/${name}-400.webp 400w, /assets/${name}-640.webp 640w`,
      jpeg: `/assets/${name}-400.jpg 400w, /assets/${name}-640.jpg 640w`,
    },
    img: { src: `/assets/${name}-640.jpg`, w: 640, h: 427 },
  }
  const src = `content/images/${name}.jpg`
  madePhotos[src] = made as Picture
  const result = render(<StockImage src={src} width={640} height={480} {...props} />)
  return { made, ...result }
}

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

  it('preloads a photo in the first view of some screens there only, and is lazy elsewhere', () => {
    const media = '(min-width: 62em)'
    render(
      <StockImage
        src={src}
        alt="Beside the text"
        width={720}
        height={560}
        sizes={`${media} 40vw, 100vw`}
        priority={media}
      />,
    )
    const img = screen.getByRole('img', { name: 'Beside the text' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority', 'high')
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter(
      (link) => link.getAttribute('imagesrcset') === img.getAttribute('srcset'),
    )
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute('media', media)
    expect(links[0]).toHaveAttribute('fetchpriority', 'high')
    expect(links[0]).toHaveAttribute('imagesizes', img.getAttribute('sizes'))
  })

  it("keeps the frame's shape whatever the photo's own shape (no shift when it loads)", () => {
    render(<StockImage src={src} alt="A team at work" width={640} height={480} />)
    expect(screen.getByRole('img', { name: 'A team at work' })).toHaveStyle({
      aspectRatio: '640 / 480',
    })
  })

  it('draws a repository photo in the widths and formats the build made, in a <picture>', () => {
    const { made, container } = renderMade('team', { alt: 'Our team', sizes: '50vw' })
    const sources = [...container.querySelectorAll('picture > source')]
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', made.sources.avif],
      ['image/webp', made.sources.webp],
    ])
    expect(sources.every((s) => s.getAttribute('sizes') === '50vw')).toBe(true)
    const img = screen.getByRole('img', { name: 'Our team' })
    expect(img.parentElement?.tagName).toBe('PICTURE')
    expect(img).toHaveAttribute('src', '/assets/team-640.jpg')
    expect(img).toHaveAttribute('srcset', made.sources.jpeg)
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '480')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('preloads a repository photo in its first modern format, for the screens given', () => {
    const { made } = renderMade('hero', { alt: 'Our office', priority: '(min-width: 48em)' })
    expect(screen.getByRole('img', { name: 'Our office' })).toHaveAttribute('loading', 'lazy')
    const link = document.head.querySelector(
      `link[rel="preload"][imagesrcset="${made.sources.avif}"]`,
    )
    expect(link).toHaveAttribute('type', 'image/avif')
    expect(link).toHaveAttribute('media', '(min-width: 48em)')
  })
})
