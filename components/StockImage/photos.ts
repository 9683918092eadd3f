/** Server only: photos in the repository, made by the build in several widths and formats. */
import type { Picture } from 'vite-imagetools'

// The extensions lib/photo-check.ts accepts, in either case (phones write .JPG); five widths
// (never wider than the photo) and three formats. Vite reads the pattern and query as written:
// keep them literal. Eager, so Vike moves the made files (server imports) into dist/client.
const photos = import.meta.glob<Picture>(
  '/content/images/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}',
  {
    query: '?w=400;640;960;1280;1600&format=avif;webp;jpg&as=picture',
    import: 'default',
    eager: true,
  },
)

/** The made photo for "content/images/team.jpg", or undefined for a stock photo. */
export function madePhoto(src: string): Picture | undefined {
  if (!src.startsWith('content/images/')) return undefined
  const made = photos[`/${src}`]
  if (!made) throw new Error(`the photo ${src} is not in the repository.`)
  return made
}
