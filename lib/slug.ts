/** "Retail & E-commerce" -> "retail-e-commerce": the in-page anchor of a titled item. */
export const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The list of one service's case studies (pages/case-studies/service/@service). */
export const serviceListHref = (title: string) => `/case-studies/service/${slug(title)}`
