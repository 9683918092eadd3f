import { useContext } from 'react'
import { PhotosContext } from './photos'
import classes from './StockImage.module.css'

const WIDTHS = [400, 640, 960, 1280, 1600]

export interface StockImageProps {
  /**
   * A photo address from the stock host (https://images.unsplash.com/photo-…)
   * or a photo in the repository (content/images/team.jpg).
   */
  src: string
  /** What the photo shows, for people who cannot see it. */
  alt: string
  width: number
  height: number
  /** How wide the image is drawn, for the browser to pick a size. */
  sizes?: string
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean
  className?: string
}

export function photoUrl(src: string, width: number) {
  const url = new URL(src)
  url.search = ''
  url.searchParams.set('w', String(width))
  url.searchParams.set('q', '70')
  url.searchParams.set('auto', 'format')
  url.searchParams.set('fit', 'crop')
  return url.toString()
}

/**
 * Every photo goes through here: a fixed aspect ratio from width/height (no
 * layout shift, whatever the photo's own shape: it is cropped to fit), lazy
 * loading below the fold, and a neutral placeholder that stays in place when
 * the photo cannot load. A stock photo gets a srcset from the host's width
 * parameter; a repository photo the widths and formats the build made of it
 * (AVIF and WebP with a JPEG fallback, in a <picture>).
 */
export function StockImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className,
}: StockImageProps) {
  const made = useContext(PhotosContext)[src]
  const common = {
    className: classes.image,
    sizes,
    alt,
    width,
    height,
    style: { aspectRatio: `${width} / ${height}` },
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: 'async',
  } as const
  const frame = [classes.frame, className].filter(Boolean).join(' ')
  if (made) {
    const { jpeg, ...modern } = made.sources
    return (
      <div className={frame}>
        <picture>
          {Object.entries(modern).map(([format, srcSet]) => (
            <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
          ))}
          <img {...common} src={made.img.src} srcSet={jpeg} />
        </picture>
      </div>
    )
  }
  const srcSet = WIDTHS.filter((w) => w <= width * 2)
    .map((w) => `${photoUrl(src, w)} ${w}w`)
    .join(', ')
  return (
    <div className={frame}>
      <img {...common} src={photoUrl(src, width)} srcSet={srcSet} />
    </div>
  )
}
