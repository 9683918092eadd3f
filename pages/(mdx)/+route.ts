import type { PageContext } from 'vike/types'

// Every address without a file extension is offered to this page; +data.ts
// answers 404 (pages/_error) for one that has no file in pages/. Addresses
// with an extension (/sitemap.xml, /og-image.jpg) are files: the browser
// loads them itself, without asking for page data first.
export default (pageContext: PageContext) => !/\.[a-z0-9]+$/i.test(pageContext.urlPathname)
