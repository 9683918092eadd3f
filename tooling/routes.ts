import { existsSync } from 'node:fs'
import path from 'node:path'
import { nearest } from '#lib/writer-error'
import { COLLECTIONS, entryRoutes, type CollectionName } from '#content/collections'
import { listPages, pageFile } from './pages.ts'

const collections = Object.keys(COLLECTIONS) as CollectionName[]
const BUILT_FILES = ['/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/.well-known/security.txt']

/** The site's routes: pages/ (tooling/pages.ts) and the collections' entries. */
export function siteRoutes(root = process.cwd()): string[] {
  return [
    ...listPages(root).map((page) => page.route),
    ...collections.flatMap((name) => entryRoutes(name, root)),
  ]
}

/** A broken internal link's pathname, or undefined; looks up only the page the link names. */
export function brokenLink(href: string, root = process.cwd()): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  const pathname = href.split(/[?#]/)[0]!.replace(/\/$/, '') || '/'
  if (pageFile(pathname, root)) return undefined
  if (collections.some((name) => entryRoutes(name, root).includes(pathname))) return undefined
  if (/^\/blog\/page\/\d+$/.test(pathname)) return undefined
  // Files the build writes (scripts/postbuild.mjs).
  if (BUILT_FILES.includes(pathname)) return undefined
  // Files served as they are from public/ (icons, the share image).
  if (existsSync(path.join(root, 'public', pathname))) return undefined
  return pathname
}

/** A writer's message for a broken link (`broken`, from brokenLink): nearest address, `otherwise`. */
export function brokenLinkMessage(href: string, broken: string, otherwise: string): string {
  const routes = siteRoutes()
  const guess = nearest(broken, routes)
  return `"${href}" goes to a page that does not exist. Fix: ${guess ? `did you mean "${guess}"? ` : ''}${otherwise.replace('{routes}', routes.join(', '))}`
}
