import type { PageContext } from 'vike/types'

// Every address that is not a file is offered to this page; +data.ts answers
// 404 (pages/_error) for one that has no file in pages/. Addresses of files
// (/sitemap.xml, /og-image.jpg) are left to the browser, which loads them
// without asking for page data first.
export default (pageContext: PageContext) => !/\.[a-z0-9]+$/i.test(pageContext.urlPathname)
