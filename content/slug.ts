/** "Retail & E-commerce" -> "retail-e-commerce": the in-page anchor of a titled item. */
export const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
