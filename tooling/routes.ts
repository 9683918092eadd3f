import { existsSync } from 'node:fs'
import path from 'node:path'
import { listPages, pageFile } from './pages.ts'

/** The site's routes, read from pages/: pages/index.mdx -> "/", pages/about.mdx -> "/about". */
export function siteRoutes(root = process.cwd()): string[] {
  return listPages(root).map((page) => page.route)
}

/**
 * The broken internal link's pathname, or undefined when it works. Looks up
 * only the page the link names, so checking every page's links does not cost
 * a scan of all pages each time.
 */
export function brokenLink(href: string, root = process.cwd()): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  const pathname = href.split(/[?#]/)[0]!.replace(/\/$/, '') || '/'
  if (pageFile(pathname, root)) return undefined
  // Files served as they are from public/ (icons, the share image).
  if (existsSync(path.join(root, 'public', pathname))) return undefined
  return pathname
}
