import { defaultLanguage, languageOf, pathIn } from '#content/i18n'
import { site } from '#content/site'
import type { PageLanguage } from '#components/Language'

export interface PageMetaProps {
  title: string
  description: string
  noindex?: boolean
  /** The page's address on the site: "/about". */
  path: string
  /** Its own share image (a blog post's cover), absolute, 1200×630; else the site's. */
  image?: { src: string; alt: string }
  /** Its language and the languages it is in (hreflang links), when the page has them. */
  language?: PageLanguage
}

/** The share image, 1200×630, in public/ (made by scripts/make-images.mjs). */
const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 }

/** A page's head tags from its front matter: title, description, canonical address, social tags. */
export function PageMeta({
  title,
  description,
  noindex = false,
  path,
  image: own,
  language,
}: PageMetaProps) {
  const locale = languageOf(language?.code ?? defaultLanguage).locale
  // The home page (in any language) starts with the company's name.
  const home = (language?.route ?? path) === '/'
  const fullTitle = home ? `${site.shortName} | ${title}` : `${title} | ${site.shortName}`
  const url = new URL(path, site.siteUrl).href
  const image = own?.src ?? new URL(SHARE_IMAGE.path, site.siteUrl).href
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
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={own?.alt ?? `${site.shortName} — ${site.tagline}`} />
      {/* X reads the title, description and image from og:… when its own tags are absent
          (developer.x.com/cards/markup): the bytes go to the first screen. */}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}
