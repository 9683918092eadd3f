/**
 * What a writer may put in a component's `image` setting: an address on the one stock photo host
 * the CSP allows, or a photo in content/images/ (made in several widths and formats by the build).
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { PHOTO_EXTENSIONS, PHOTO_FOLDER, STOCK_HOST } from './photo-names.ts'

const photosIn = (root: string) => {
  const folder = path.join(root, PHOTO_FOLDER)
  return existsSync(folder)
    ? readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((name) => PHOTO_EXTENSIONS.includes(path.extname(name).slice(1).toLowerCase()))
        .map((name) => PHOTO_FOLDER + name.split(path.sep).join('/'))
        .sort()
    : []
}

/** What is wrong with an `image` setting, with the fix; undefined when it is fine. */
export function photoProblem(value: string, root = process.cwd()): string | undefined {
  if (value.startsWith(STOCK_HOST)) return undefined
  const extension = path.extname(value).slice(1)
  if (value.startsWith(PHOTO_FOLDER)) {
    if (!PHOTO_EXTENSIONS.includes(extension.toLowerCase())) {
      return `the photo "${value}" is not a kind of image the site can show. Fix: save it as JPEG, PNG, WebP or AVIF (${PHOTO_EXTENSIONS.map((e) => `.${e}`).join(', ')}).`
    }
    if (existsSync(path.join(root, value))) return undefined
  } else if (/^https?:\/\//.test(value)) {
    return `the photo "${value}" is on a site the pages may not load photos from. Fix: use a photo from ${STOCK_HOST} or put the photo in ${PHOTO_FOLDER} and write image="${PHOTO_FOLDER}its-name.jpg".`
  }
  const known = photosIn(root)
  const near = known.find((name) => path.basename(name) === path.basename(value))
  return `the photo "${value}" is not in the repository. Fix: ${
    near
      ? `did you mean "${near}"?`
      : `put it in ${PHOTO_FOLDER} (or pick it in the editor, npm run cms) and write image="${PHOTO_FOLDER}its-name.jpg"${known.length ? `; the photos there: ${known.map((n) => `"${n}"`).join(', ')}` : ''}.`
  }`
}
