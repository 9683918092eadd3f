// Draws each page's share card (lib/card.ts names it) after the build: 1200×630 JPEG, the page's
// label and title in the site's colours and typefaces, the company's name and mark. Text goes
// through sharp's Pango and HarfBuzz, which shape Tamil as Chromium does (tests/e2e/cards.test.ts).
// A card whose inputs (text, language, fonts, renderer, this file) are unchanged is copied from
// node_modules/.cache/cards (or SITE_CARDS_CACHE) instead of drawn again. A writer's own share
// image (lib/share-image.ts) is copied from content/images/ to the address its page names.
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import sharp from 'sharp'
import { CARD_FONT_FILES, CARD_SIZE, cardInputs } from '../lib/card.ts'
import { PHOTO_FOLDER } from '../lib/photo-names.ts'
import { imageSize, shareImageOf } from '../lib/share-image.ts'

const cacheDir = path.resolve(process.env.SITE_CARDS_CACHE ?? 'node_modules/.cache/cards')

/**
 * A WOFF (1.0) font as the TrueType file it wraps: sharp's fontconfig takes no WOFF (it then
 * draws in a system font instead, measured), so its tables are inflated into a .ttf in the cache.
 */
function ttfOf(woffFile: string) {
  const woff = readFileSync(woffFile)
  const ttf = path.join(cacheDir, `${path.basename(woffFile, '.woff')}.ttf`)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20
    const [offset, stored, length] = [4, 8, 12].map((n) => woff.readUInt32BE(at + n))
    const raw = woff.subarray(offset!, offset! + stored!)
    const data = stored! < length! ? inflateSync(raw) : raw
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data }
  })
  const header = Buffer.alloc(12 + 16 * count)
  woff.copy(header, 0, 4, 8) // the font's flavour
  const power = 2 ** Math.floor(Math.log2(count))
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach(({ tag, checksum, data }, i) => {
    tag.copy(header, 12 + i * 16)
    header.writeUInt32BE(checksum, 16 + i * 16)
    header.writeUInt32BE(offset, 20 + i * 16)
    header.writeUInt32BE(data.length, 24 + i * 16)
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4)
    data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(ttf, Buffer.concat(parts))
  return ttf
}

/** Full fonts (WOFF) from fontsource, not the site's WOFF2 subsets (lib/card.ts). */
export const CARD_FONTS = {
  latin: ttfOf(CARD_FONT_FILES.latin),
  tamil: ttfOf(CARD_FONT_FILES.tamil),
}
// Latin letters in a Tamil title are Manrope's (once the first card has loaded it).
const FAMILY = { latin: 'Manrope Bold', tamil: 'Noto Sans Tamil,Manrope Bold' }
const COLOURS = { background: '#111627', accent: '#1f4fc4', text: '#ffffff', muted: '#aeb8d6' }
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Text drawn by Pango in `fontfile`, at most `width`×`height` (long text shrinks to fit). */
export const textImage = (
  text: string,
  script: keyof typeof CARD_FONTS,
  size: number,
  colour: string,
  box?: { width: number; height: number },
) =>
  sharp({
    text: {
      text: `<span foreground="${colour}">${escape(text)}</span>`,
      font: `${FAMILY[script]} ${size}`,
      fontfile: CARD_FONTS[script],
      rgba: true,
      ...(box ? { ...box, wrap: 'word' as const } : { dpi: 72 }),
    },
  })
    .png()
    .toBuffer()

/** The card as JPEG. */
export async function drawCard(title: string, label: string, code: string) {
  const script = /[\u0B80-\u0BFF]/.test(title + label) || code === 'ta' ? 'tamil' : 'latin'
  const [labelImage, titleImage, nameImage, logo] = await Promise.all([
    textImage(label.toUpperCase(), script, 30, COLOURS.muted),
    textImage(title, script, 64, COLOURS.text, { width: 1040, height: 300 }),
    textImage(siteName, 'latin', 34, COLOURS.text),
    // The company's mark (the favicon), on a white tile so that it reads on the dark card.
    sharp('public/favicon.svg', { density: 300 }).resize(48, 48).png().toBuffer(),
  ])
  const { width, height } = CARD_SIZE
  const mark = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="16" height="${height}" fill="${COLOURS.accent}"/><rect x="76" y="496" width="56" height="56" rx="12" fill="#fff"/></svg>`,
  )
  return sharp({ create: { width, height, channels: 3, background: COLOURS.background } })
    .composite([
      { input: mark, top: 0, left: 0 },
      { input: labelImage, top: 80, left: 80 },
      { input: titleImage, top: 150, left: 80 },
      { input: logo, top: 500, left: 80 },
      { input: nameImage, top: 504, left: 152 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

let siteName = ''
/**
 * What a card's look depends on besides its text: fonts, renderer and template (its address
 * has them too: lib/card.ts, cardInputs), the running libvips, this file, the mark, the name.
 */
const inputsKey = () => [
  cardInputs(),
  JSON.stringify(sharp.versions),
  readFileSync(new URL(import.meta.url)),
  readFileSync('public/favicon.svg'),
  siteName,
]

/**
 * Every page's card: each built page's og:image under /cards/ and its alt ("Label: title"), drawn
 * or taken from the cache. Returns how many were drawn and how many were cached.
 */
export async function writeCards(
  outDir: string,
  pages: [string, string][],
  name: string,
): Promise<{ drawn: number; cached: number }> {
  siteName = name
  const shared = createHash('sha256')
  for (const input of inputsKey()) shared.update(input)
  mkdirSync(cacheDir, { recursive: true })
  mkdirSync(path.join(outDir, 'cards'), { recursive: true })
  const counts = { drawn: 0, cached: 0 }
  await textImage('.', 'latin', 10, '#000') // loads Manrope for the Tamil cards' Latin letters
  const own = writersImages()
  for (const [, html] of pages) {
    const src = /<meta property="og:image" content="[^"]*?(\/cards\/[^"]+)"/.exec(html)?.[1]
    const alt = /<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1]
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'en'
    if (!src || !alt) continue
    const target = path.join(outDir, src)
    if (existsSync(target)) continue
    if (own.has(src)) {
      copyFileSync(own.get(src)!, target)
      continue
    }
    const [label, ...rest] = unescapeHtml(alt).split(': ')
    const title = rest.join(': ')
    const code = lang.split('-')[0]!
    const key = shared
      .copy()
      .update(JSON.stringify([title, label, code]))
      .digest('hex')
    const cached = path.join(cacheDir, `${key}.jpg`)
    if (existsSync(cached)) counts.cached++
    else {
      writeFileSync(cached, await drawCard(title, label!, code))
      counts.drawn++
    }
    copyFileSync(cached, target)
  }
  return counts
}

/** The pictures in content/images/ a page may share, by the address they get (lib/share-image). */
function writersImages() {
  const folder = path.resolve(PHOTO_FOLDER)
  const files = existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }) : []
  const images = new Map<string, string>()
  for (const name of files) {
    const file = path.join(folder, name)
    if (!/\.(jpe?g|png|webp)$/i.test(name) || !imageSize(readFileSync(file))) continue
    images.set(shareImageOf(PHOTO_FOLDER + name.split(path.sep).join('/')).path, file)
  }
  return images
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
