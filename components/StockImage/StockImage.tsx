import { preload } from 'react-dom'
import { madePhoto } from './photos'
import classes from './StockImage.module.css'

const WIDTHS = [400, 640, 960, 1280, 1600]

export interface StockImageProps {
  /** A stock photo (https://images.unsplash.com/photo-…) or one in the repository (content/images/team.jpg). */
  src: string
  /** What the photo shows, for people who cannot see it. */
  alt: string
  width: number
  height: number
  /** How wide the image is drawn, for the browser to pick a size. */
  sizes?: string
  /**
   * Where the photo is in the first view: `true` everywhere, or a media query (preloaded there,
   * lazy elsewhere, so a phone's text and code get the bandwidth first). Otherwise lazy.
   */
  priority?: boolean | string
  className?: string
}

/** A stock photo `width` pixels wide, from its host (any query in `src` is replaced). */
export const photoUrl = (src: string, width: number) =>
  `${src.split(/[?#]/)[0]}?w=${width}&q=70&auto=format&fit=crop`

/**
 * Every photo goes through here: a fixed aspect ratio (no layout shift; cropped to fit), lazy
 * below the fold, a placeholder when it cannot load, and a srcset (a repository photo: the widths
 * and formats the build made, in a <picture>).
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
  const made = madePhoto(src)
  const everywhere = priority === true
  const where = typeof priority === 'string' && priority.trim() ? priority : undefined
  const common = {
    className: classes.image,
    sizes,
    alt,
    width,
    height,
    style: { aspectRatio: `${width} / ${height}` },
    loading: everywhere ? 'eager' : 'lazy',
    fetchPriority: everywhere ? 'high' : 'auto',
    decoding: 'async',
  } as const
  const frame = [classes.frame, className].filter(Boolean).join(' ')
  // A first-view photo on some screens only: preload() writes one <link rel="preload" media>
  // into the head (React adds none for a lazy <img>); there the lazy <img> takes that photo.
  const preloadWhere = (href: string, imageSrcSet: string, type?: string) => {
    if (where)
      preload(href, {
        as: 'image',
        imageSrcSet,
        imageSizes: sizes,
        type,
        media: where,
        fetchPriority: 'high',
      })
  }
  if (made) {
    const { jpeg, ...modern } = made.sources
    // Only the first modern format (AVIF): one preload per format would fetch the photo twice;
    // a browser without AVIF skips the preload and loads the WebP lazily.
    const [format, srcSet] = Object.entries(modern)[0] ?? ['jpeg', jpeg ?? made.img.src]
    preloadWhere(made.img.src, srcSet, `image/${format}`)
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
  preloadWhere(photoUrl(src, width), srcSet)
  return (
    <div className={frame}>
      <img {...common} src={photoUrl(src, width)} srcSet={srcSet} />
    </div>
  )
}
