/**
 * Whether an address names a file (/sitemap.xml, /og-image.jpg) rather than a
 * page: the browser loads it itself. Used by the route (+route.ts) and by the
 * link prefetch (prefetch.ts), so both agree.
 */
export const isFileAddress = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname)
