// A page's share card (the picture a chat or social post shows for its link): its address, its
// label (what the page is, with its date or place) and its alt text. The build draws it
// (tooling/cards.ts); the address carries a hash of what is drawn and of what draws it (the font
// files, the renderer's version), so that it can be cached for a year (tooling/security-headers).
// A page or entry that names its own picture (`shareImage`, lib/share-image.ts) shares that.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fill } from './fill.ts'
import { shareImageOf } from './share-image.ts'

/** Bump when tooling/cards.ts draws differently: every card gets a new address. */
export const CARD_TEMPLATE = 1
export const CARD_SIZE = { width: 1200, height: 630 }

const require = createRequire(import.meta.url)
/** The fonts the cards are drawn in: full WOFF files from fontsource, not the site's subsets. */
export const CARD_FONT_FILES = {
  latin: require.resolve('@fontsource/manrope/files/manrope-latin-700-normal.woff'),
  tamil: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff'),
}

/** The renderer: sharp's version and the libvips (with its Pango and HarfBuzz) it is built on. */
export function rendererVersion() {
  const sharp = JSON.parse(readFileSync(require.resolve('sharp/package.json'), 'utf8')) as {
    version: string
    config?: { libvips?: string }
  }
  return `sharp ${sharp.version}, libvips ${sharp.config?.libvips ?? '?'}`
}

/** What every card's look depends on besides its text: the template, the fonts, the renderer. */
export const cardFingerprint = (fonts: readonly Buffer[], renderer: string) => {
  const hash = createHash('sha256').update(String(CARD_TEMPLATE)).update(renderer)
  for (const font of fonts) hash.update(font)
  return hash.digest('hex').slice(0, 16)
}
let fingerprint: string | undefined
/** This build's: read once. */
export const cardInputs = () =>
  (fingerprint ??= cardFingerprint(
    Object.values(CARD_FONT_FILES).map((file) => readFileSync(file)),
    rendererVersion(),
  ))

/** The labels a card may carry (content/ui.yaml, `card`), by what the page is. */
export type CardLabels = Record<
  | 'home'
  | 'blog'
  | 'post'
  | 'caseStudies'
  | 'caseStudy'
  | 'careers'
  | 'opening'
  | 'services'
  | 'service'
  | 'legal'
  | 'page',
  string
>

/** What a card says of an entry besides its title: a post's date, an opening's place. */
export interface CardFacts {
  /** Formatted in the page's language: "20 November 2026". */
  date?: string
  place?: string
}

/** Which label a route's card carries: by its address, or its section's for an entry. */
const KINDS: Record<string, keyof CardLabels> = {
  '/': 'home',
  '/blog': 'blog',
  '/blog/': 'post',
  '/case-studies': 'caseStudies',
  '/case-studies/': 'caseStudy',
  '/careers': 'careers',
  '/careers/': 'opening',
  '/services': 'services',
  '/services/': 'service',
  '/privacy': 'legal',
  '/terms': 'legal',
  '/cookies': 'legal',
}

/** FNV-1a, 32 bits, as 8 hex digits: short, and the same in every runtime. */
const hash = (text: string) => {
  let h = 0x811c9dc5
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 0x01000193) >>> 0
  return h.toString(16).padStart(8, '0')
}

/**
 * The card of the page at `route` (its address in the first language) in language `code`, with
 * that language's `labels` and the entry's `facts` filled in ("Blog post · {date}"); `inputs`:
 * what draws it (cardInputs).
 */
export function cardOf(
  title: string,
  route: string,
  code: string,
  labels: CardLabels,
  facts: CardFacts = {},
  inputs = cardInputs(),
) {
  const section = /^\/[^/]+\//.exec(route)?.[0]
  const kind = KINDS[route] ?? (section ? KINDS[section] : undefined) ?? 'page'
  const label = fill(labels[kind], { ...facts })
  const slug = (route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')) + `-${code}`
  return {
    path: `/cards/${slug}.${hash(JSON.stringify([inputs, title, label, code]))}.jpg`,
    label,
    // "Label: title", which tooling/cards.ts reads back from the page to draw it.
    alt: `${label}: ${title}`,
  }
}

/**
 * What a page shares: the writer's own picture (`shareImage`) or its drawn card; its address on
 * the site, size, type and alt text (the card's "Label: title").
 */
export function shareOf(
  title: string,
  route: string,
  code: string,
  labels: CardLabels,
  facts: CardFacts = {},
  shareImage?: string,
) {
  if (shareImage) return { ...shareImageOf(shareImage), alt: title }
  const card = cardOf(title, route, code, labels, facts)
  return { path: card.path, ...CARD_SIZE, type: 'image/jpeg', alt: card.alt }
}
