/**
 * Photos kept in the repository (content/images/), for the components that
 * show one (`image="content/images/team.jpg"`). The build makes each photo in
 * several widths and in AVIF, WebP and JPEG (vite-imagetools with sharp).
 * Server only: pages are HTML, and a page's HTML names the made files it
 * shows. Stock photos (https://images.unsplash.com/…) are sized by their host
 * instead (StockImage.tsx).
 */
import type { Picture } from 'vite-imagetools'

// Every photo in content/images (the extensions tooling/photo-check.ts
// accepts, in either case: phones write .JPG), in five widths (never wider
// than the photo itself) and three formats. Vite reads the pattern and the
// query as written: they must stay literal strings. Eager, so the made files
// are imports of the server's page code, which Vike moves into dist/client.
const photos = import.meta.glob<Picture>(
  '/content/images/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}',
  {
    query: '?w=400;640;960;1280;1600&format=avif;webp;jpg&as=picture',
    import: 'default',
    eager: true,
  },
)

/**
 * The made photo for a repository photo's name ("content/images/team.jpg"), or
 * undefined for a stock photo. A repository photo that was not made stops the
 * build (the page's check, tooling/remark-checks.ts, names the line first).
 */
export function madePhoto(src: string): Picture | undefined {
  if (!src.startsWith('content/images/')) return undefined
  const made = photos[`/${src}`]
  if (!made) throw new Error(`the photo ${src} is not in the repository.`)
  return made
}
