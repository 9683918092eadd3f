/**
 * "Retail & E-commerce" -> "retail-e-commerce": the in-page anchor of a titled item or a section.
 * Letters of every script stay ("தனியுரிமை" keeps its letters), so a Tamil heading has an id too.
 */
export const slug = (title: string) =>
  title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')

/** The list of one service's case studies (pages/case-studies/service/@service). */
export const serviceListHref = (title: string) => `/case-studies/service/${slug(title)}`

/** A blog tag's page (pages/blog/tag/@tag): "/blog/tag/erp". */
export const tagHref = (tag: string) => `/blog/tag/${slug(tag)}`
