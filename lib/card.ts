// A page's share card (the picture a chat or social post shows for its link): its address, its
// label (what the page is) and its alt text. The build draws it (tooling/cards.ts); the address
// carries a hash of what is drawn, so that it can be cached for a year (tooling/security-headers).

/** Bump when tooling/cards.ts draws differently: every card gets a new address. */
export const CARD_TEMPLATE = 1
export const CARD_SIZE = { width: 1200, height: 630 }

const LABELS: Record<string, Record<string, string>> = {
  en: {
    '/': 'Home',
    '/blog': 'Blog',
    '/blog/': 'Blog post',
    '/case-studies': 'Case studies',
    '/case-studies/': 'Case study',
    '/careers': 'Careers',
    '/careers/': 'Job opening',
    '/services': 'Services',
    '/services/': 'Service',
    '/privacy': 'Legal',
    '/terms': 'Legal',
    '/cookies': 'Legal',
    '': 'Page',
  },
  ta: {
    '/': 'முகப்பு',
    '/blog': 'வலைப்பதிவு',
    '/blog/': 'வலைப்பதிவு இடுகை',
    '/case-studies': 'வழக்கு ஆய்வுகள்',
    '/case-studies/': 'வழக்கு ஆய்வு',
    '/careers': 'வேலைவாய்ப்புகள்',
    '/careers/': 'வேலைவாய்ப்பு',
    '/services': 'சேவைகள்',
    '/services/': 'சேவை',
    '/privacy': 'சட்டம்',
    '/terms': 'சட்டம்',
    '/cookies': 'சட்டம்',
    '': 'பக்கம்',
  },
}

/** FNV-1a, 32 bits, as 8 hex digits: short, and the same in every runtime. */
const hash = (text: string) => {
  let h = 0x811c9dc5
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 0x01000193) >>> 0
  return h.toString(16).padStart(8, '0')
}

/** The card of the page at `route` (its address in the first language) in language `code`. */
export function cardOf(title: string, route: string, code: string) {
  const labels = LABELS[code] ?? LABELS.en!
  const section = /^\/[^/]+\//.exec(route)?.[0]
  const label = labels[route] ?? (section && labels[section]) ?? labels['']!
  const slug = (route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')) + `-${code}`
  return {
    path: `/cards/${slug}.${hash(JSON.stringify([CARD_TEMPLATE, title, label, code]))}.jpg`,
    label,
    // "Label: title", which tooling/cards.ts reads back from the page to draw it.
    alt: `${label}: ${title}`,
  }
}
