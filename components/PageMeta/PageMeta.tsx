import { defaultLanguage, languageOf, pathIn } from '#content/i18n'
import { site } from '#content/site'
import { uiIn } from '#content/ui'
import type { PageLanguage } from '#components/Language'
import { shareOf } from '#lib/card'
import { formatDate } from '#lib/dates'

export interface PageMetaProps {
  title: string
  description: string
  noindex?: boolean
  /** The page's address on the site: "/about". */
  path: string
  /** Its language and the languages it is in (hreflang links), when the page has them. */
  language?: PageLanguage
  /** A picture in content/images/ the writer chose to share instead of the drawn card. */
  shareImage?: string
  /** What the card says besides the title: a post's date ("2026-11-20"), an opening's place. */
  card?: { date?: string; place?: string }
}

/** A page's head tags from its front matter: title, description, canonical address, social tags. */
export function PageMeta({
  title,
  description,
  noindex = false,
  path,
  language,
  shareImage,
  card: facts,
}: PageMetaProps) {
  const locale = languageOf(language?.code ?? defaultLanguage).locale
  // The home page (in any language) starts with the company's name.
  const home = (language?.route ?? path) === '/'
  const fullTitle = home ? `${site.shortName} | ${title}` : `${title} | ${site.shortName}`
  const url = new URL(path, site.siteUrl).href
  // Its own share card, drawn by the build (lib/card.ts, tooling/cards.ts), or the writer's picture.
  const code = language?.code ?? defaultLanguage
  const share = shareOf(
    title,
    language?.route ?? path,
    code,
    uiIn(code).card,
    { place: facts?.place, date: facts?.date && formatDate(facts.date, locale) },
    shareImage,
  )
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {/* Each language's version of the page, this one's too; x-default: the first language's. */}
      {!noindex &&
        language &&
        language.versions.length > 1 &&
        [...language.versions, 'x-default'].map((code) => (
          <link
            key={code}
            rel="alternate"
            hrefLang={code === 'x-default' ? code : languageOf(code).locale}
            href={
              new URL(
                pathIn(language.route, code === 'x-default' ? defaultLanguage : code),
                site.siteUrl,
              ).href
            }
          />
        ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.shortName} />
      <meta property="og:locale" content={locale.replace('-', '_')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={new URL(share.path, site.siteUrl).href} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      <meta property="og:image:alt" content={share.alt} />
      <meta property="og:image:type" content={share.type} />
      {/* X reads the title, description and image from og:… when its own tags are absent
          (developer.x.com/cards/markup): the bytes go to the first screen. */}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}
