import { existsSync, readdirSync, statSync } from 'node:fs'
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

/** Whether pages/ has a page for this pathname ("/" is pages/index). */
function pageExists(pathname: string, root: string): boolean {
  const name = pathname === '/' ? 'index' : pathname.slice(1)
  // Only the folder names siteRoutes() lists: no "/index", "/_error", "/+Layout.tsx" …
  if (pathname === '/index' || !/^[a-z0-9][\w.-]*$/i.test(name)) return false
  const dir = path.join(root, 'pages', name)
  return (
    existsSync(dir) &&
    statSync(dir).isDirectory() &&
    readdirSync(dir).some((file) => file.startsWith('+Page.'))
  )
}

/**
 * The broken internal link's pathname, or undefined when it works. Looks up
 * only the page the link names (one directory read), so checking every page's
 * links does not cost a scan of all pages each time.
 */
export function brokenLink(href: string, root = process.cwd()): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  const pathname = href.split(/[?#]/)[0]!.replace(/\/$/, '') || '/'
  if (pageExists(pathname, root)) return undefined
  // Files served as they are from public/ (icons, the share image).
  if (existsSync(path.join(root, 'public', pathname))) return undefined
  return pathname
}
