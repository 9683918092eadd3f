import classes from './StockImage.module.css'

const WIDTHS = [400, 640, 960, 1280, 1600]

export interface StockImageProps {
  /** A photo address from the stock host, e.g. https://images.unsplash.com/photo-… */
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
 * Every photo goes through here: fixed aspect ratio from width/height (no
 * layout shift), a srcset built from the host's width parameter, lazy
 * loading below the fold, and a neutral placeholder that stays in place when
 * the photo cannot load.
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
  const srcSet = WIDTHS.filter((w) => w <= width * 2)
    .map((w) => `${photoUrl(src, w)} ${w}w`)
    .join(', ')
  return (
    <div className={[classes.frame, className].filter(Boolean).join(' ')}>
      <img
        className={classes.image}
        src={photoUrl(src, width)}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </div>
  )
}
