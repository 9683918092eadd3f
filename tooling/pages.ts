/**
 * The writers' pages: every .mdx file in pages/ is one page, its address the
 * file's path.
 *
 *   pages/index.mdx          -> /
 *   pages/about.mdx          -> /about
 *   pages/services/erp.mdx   -> /services/erp
 *   pages/services/index.mdx -> /services  (same as pages/services.mdx)
 *
 * Vike's own files in pages/ (+Layout.tsx, the page that serves these,
 * pages/(mdx)/, and the "page not found" page, pages/_error/+Page.mdx) are
 * not writers' pages: names starting with +, _ or ( are skipped. A developer
 * may still add a Vike page folder (pages/<name>/+Page.tsx): Vike routes it
 * before pages/(mdx)/'s catch-all, and links to it count as working.
 *
 * Why not one Vike page per file (CONVENTIONS.md's pages/<route>/+Page.mdx):
 * Vike writes each of its pages into the client entry every visitor loads,
 * ~41 B gzip per page; issue 5 asks that this entry not grow with pages.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export interface SitePage {
  /** The page's address: "/", "/about", "/services/erp". */
  route: string
  /** The file, relative to the project and with "/": "pages/about.mdx". */
  file: string
}

/** A mistake in how pages/ is laid out, said to the writer. */
export class PagesError extends Error {}

const isVikeName = (name: string) => /^[+_(.]/.test(name)
/** Lower-case letters, digits and dashes: what an address may contain. */
const ADDRESS_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function routeOf(segments: string[]): string {
  const parts = segments.at(-1) === 'index' ? segments.slice(0, -1) : segments
  return `/${parts.join('/')}`
}

/** Every page in pages/, sorted by address. Throws PagesError on a misnamed or doubled page. */
export function listPages(root = process.cwd()): SitePage[] {
  const pages: SitePage[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (isVikeName(entry.name)) continue
      const file = [...segments, entry.name].join('/')
      if (entry.isDirectory()) {
        checkName(entry.name, `pages/${file}/`, entry.name)
        walk(path.join(dir, entry.name), [...segments, entry.name])
        continue
      }
      const extension = path.extname(entry.name)
      const name = entry.name.slice(0, -extension.length || undefined)
      if (extension === '.md' || extension === '.markdown') {
        throw new PagesError(
          `pages/${file} — pages are .mdx files. Fix: rename it to ${name}.mdx (Markdown is valid MDX).`,
        )
      }
      if (extension !== '.mdx') continue
      checkName(name, `pages/${file}`, entry.name)
      pages.push({ route: routeOf([...segments, name]), file: `pages/${file}` })
    }
  }
  walk(path.join(root, 'pages'), [])
  pages.sort((a, b) => a.route.localeCompare(b.route) || a.file.localeCompare(b.file))
  for (let i = 1; i < pages.length; i++) {
    const [a, b] = [pages[i - 1]!, pages[i]!]
    if (a.route === b.route) {
      throw new PagesError(
        `${a.file} and ${b.file} are both the page at ${a.route}. Fix: delete or rename one of the two files.`,
      )
    }
  }
  return pages
}

function checkName(name: string, where: string, original: string) {
  if (ADDRESS_PART.test(name)) return
  const suggestion = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  throw new PagesError(
    `${where} — "${original}" becomes part of the page's address, which may only hold lower-case letters, digits and dashes. Fix: rename it${suggestion ? ` to ${original.replace(name, suggestion)}` : ''}.`,
  )
}

/**
 * The file that is the page at this pathname, or undefined. Looks only at the
 * two files the address can name, so checking every link of every page does
 * not cost a scan of pages/ each time.
 */
export function pageFile(pathname: string, root = process.cwd()): string | undefined {
  const parts = pathname === '/' ? [] : pathname.slice(1).split('/')
  // Only addresses listPages() can produce: no "/index", "/_error", "/+Layout.tsx" …
  if (!parts.every((part) => ADDRESS_PART.test(part)) || parts.at(-1) === 'index') return undefined
  const candidates = parts.length
    ? [`pages/${parts.join('/')}.mdx`, `pages/${parts.join('/')}/index.mdx`]
    : ['pages/index.mdx']
  const file = candidates.find((candidate) => {
    const absolute = path.join(root, candidate)
    return existsSync(absolute) && statSync(absolute).isFile()
  })
  return file ?? vikePage(parts, root)
}

/** A developer's own Vike page at this address (pages/<name>/+Page.tsx), if any. */
function vikePage(parts: string[], root: string): string | undefined {
  if (!parts.length) return undefined
  const dir = path.join(root, 'pages', ...parts)
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return undefined
  const page = readdirSync(dir).find((name) => name.startsWith('+Page.'))
  return page && `pages/${parts.join('/')}/${page}`
}
