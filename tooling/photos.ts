/**
 * Photos kept in the repository (content/images/), for the components that
 * show one (`image="content/images/team.jpg"`). The build makes each photo in
 * several widths and in AVIF, WebP and JPEG (vite-imagetools with sharp); a
 * page's data carries the addresses of the photos it shows, so the browser
 * gets nothing for photos a page does not show. Stock photos (https://images.unsplash.com/…)
 * are sized by their host instead (components/StockImage).
 */
import type { Picture } from 'vite-imagetools'
import type { MdxNode } from '../components/MdxContent/tree'
import { photoProblem } from './photo-check'
import { PHOTO_FOLDER } from './photo-names'

// Every photo in content/images (the extensions photo-check.ts accepts, in
// either case: phones write .JPG), in five widths (never wider than the photo
// itself) and three formats. Vite reads the pattern and the query as written:
// they must stay literal strings. Eager, so the made files are imports of the
// server's page code, which Vike moves into dist/client (a lazy import's files
// stayed out).
const photos = import.meta.glob<Picture>(
  '/content/images/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}',
  {
    query: '?w=400;640;960;1280;1600&format=avif;webp;jpg&as=picture',
    import: 'default',
    eager: true,
  },
)

const isRepositoryPhoto = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PHOTO_FOLDER)

/** The repository photos a page's components show (their `image` setting). */
export function photosIn(tree: MdxNode[], found = new Set<string>()): string[] {
  for (const node of tree) {
    if (typeof node === 'string') continue
    const [, props, ...children] = node
    if (isRepositoryPhoto(props?.image)) found.add(props.image)
    photosIn(children, found)
  }
  return [...found]
}

/**
 * The made photos of a page, by the name the page uses. A photo that is not
 * in the repository stops the build (the page's check, tooling/remark-checks.ts,
 * names the line first with the same message; this is the last guard).
 */
export function photosFor(tree: MdxNode[], file: string): Record<string, Picture> {
  return Object.fromEntries(
    photosIn(tree).map((name) => {
      const made = photos[`/${name}`]
      if (!made) {
        throw new Error(`${file} — ${photoProblem(name) ?? `the photo ${name} was not made.`}`)
      }
      return [name, made]
    }),
  )
}
