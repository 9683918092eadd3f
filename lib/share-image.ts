/**
 * A writer's own share image (a page's or an entry's `shareImage`: a picture in content/images/):
 * what is wrong with it, with the fix, and its address once the build has copied it beside the
 * drawn cards (/cards/<name>.<hash of its bytes>.<ext>, cached for a year like them).
 * Read from the file's first bytes, synchronously: the front matter's check runs inside the schema.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PHOTO_FOLDER } from './photo-names.ts'

/** What link previews take (1.91:1, as 1200×630), with a tolerance of 3 % on the ratio. */
export const SHARE_IMAGE_RULES = {
  ratio: 1200 / 630,
  tolerance: 0.03,
  minWidth: 600,
  maxBytes: 300_000,
}
const TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
type Format = keyof typeof TYPES

/** A JPEG's, PNG's or WebP's format and size in pixels from its bytes; undefined for others. */
export function imageSize(
  data: Buffer,
): { format: Format; width: number; height: number } | undefined {
  if (data.length < 30) return undefined
  if (data.readUInt32BE(0) === 0x89504e47 && data.toString('latin1', 12, 16) === 'IHDR')
    return { format: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = data.toString('latin1', 12, 16)
    if (chunk === 'VP8 ')
      return {
        format: 'webp',
        width: data.readUInt16LE(26) & 0x3fff,
        height: data.readUInt16LE(28) & 0x3fff,
      }
    if (chunk === 'VP8L') {
      const bits = data.readUInt32LE(21)
      return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8X')
      return {
        format: 'webp',
        width: data.readUIntLE(24, 3) + 1,
        height: data.readUIntLE(27, 3) + 1,
      }
    return undefined
  }
  if (data[0] !== 0xff || data[1] !== 0xd8) return undefined
  // A JPEG: its segments up to the frame header (SOF0–SOF15 but DHT, JPG and DAC).
  for (let at = 2; at + 9 < data.length;) {
    if (data[at] !== 0xff) return undefined
    const marker = data[at + 1]!
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { format: 'jpeg', height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) }
    at += 2 + data.readUInt16BE(at + 2)
  }
  return undefined
}

const FIX_SIZE = 'Fix: save it as a 1200×630-pixel JPEG (quality 80 is about 100–200 kB)'

/** What is wrong with a `shareImage` setting, with the fix; undefined when it is fine. */
export function shareImageProblem(value: string, root = process.cwd()): string | undefined {
  const name = `the share image "${value}"`
  if (!value.startsWith(PHOTO_FOLDER) || value.includes('..'))
    return `${name} is not in ${PHOTO_FOLDER}. Fix: put the picture in ${PHOTO_FOLDER} (or upload it in the editor, npm run cms) and write shareImage: ${PHOTO_FOLDER}its-name.jpg.`
  const file = path.join(root, value)
  if (!existsSync(file))
    return `${name} is not in the repository. Fix: put it in ${PHOTO_FOLDER} (or upload it in the editor, npm run cms), or correct the name.`
  const data = readFileSync(file)
  const size = imageSize(data)
  if (!size)
    return `${name} is not a JPEG, PNG or WebP picture, which every chat app shows. ${FIX_SIZE}.`
  const { ratio, tolerance, minWidth, maxBytes } = SHARE_IMAGE_RULES
  const { width, height } = size
  if (Math.abs(width / height / ratio - 1) > tolerance)
    return `${name} is ${width}×${height} pixels; link previews are 1.91:1 (1200×630, give or take ${tolerance * 100} %) and would crop it. Fix: crop it to 1200×630 pixels.`
  if (width < minWidth)
    return `${name} is only ${width} pixels wide; chat apps show a picture under ${minWidth} as a small thumbnail. ${FIX_SIZE}.`
  if (data.length > maxBytes)
    return `${name} is ${Math.round(data.length / 1000)} kB; WhatsApp shows no preview of a picture over ${maxBytes / 1000} kB. ${FIX_SIZE}.`
  return undefined
}

/** The checked share image's address (under /cards/), type and size in pixels. */
export function shareImageOf(value: string, root = process.cwd()) {
  const data = readFileSync(path.join(root, value))
  const { format, width, height } = imageSize(data)!
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8)
  const name = path
    .basename(value, path.extname(value))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
  const extension = format === 'jpeg' ? 'jpg' : format
  return { path: `/cards/${name}.${hash}.${extension}`, width, height, type: TYPES[format] }
}
