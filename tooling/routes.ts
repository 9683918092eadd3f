import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** The site's routes, read from pages/: pages/index -> "/", pages/about -> "/about". */
export function siteRoutes(root = process.cwd()): string[] {
  const pagesDir = path.join(root, 'pages')
  return readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) =>
      readdirSync(path.join(pagesDir, entry.name)).some((file) => file.startsWith('+Page.')),
    )
    .map((entry) => (entry.name === 'index' ? '/' : `/${entry.name}`))
    .sort()
}

/** Why an internal link is broken, or undefined when it works. */
export function brokenLink(href: string, routes: string[]): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  const pathname = href.split(/[?#]/)[0]!.replace(/\/$/, '') || '/'
  if (routes.includes(pathname)) return undefined
  // Files served as they are from public/ (icons, the share image).
  if (existsSync(path.join(process.cwd(), 'public', pathname))) return undefined
  return pathname
}
