// A page's share card (the picture a chat or social post shows for its link): its address, its
// label (what the page is) and its alt text. The build draws it (tooling/cards.ts); the address
// carries a hash of what is drawn, so that it can be cached for a year (tooling/security-headers).

/** Bump when tooling/cards.ts draws differently: every card gets a new address. */
export const CARD_TEMPLATE = 1
export const CARD_SIZE = { width: 1200, height: 630 }

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
 * that language's `labels`.
 */
export function cardOf(title: string, route: string, code: string, labels: CardLabels) {
  const section = /^\/[^/]+\//.exec(route)?.[0]
  const label = labels[KINDS[route] ?? (section ? KINDS[section] : undefined) ?? 'page']
  const slug = (route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')) + `-${code}`
  return {
    path: `/cards/${slug}.${hash(JSON.stringify([CARD_TEMPLATE, title, label, code]))}.jpg`,
    label,
    // "Label: title", which tooling/cards.ts reads back from the page to draw it.
    alt: `${label}: ${title}`,
  }
}
