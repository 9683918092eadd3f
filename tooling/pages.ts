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
 * pages/(mdx)/, and the error pages in pages/_error/) are
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

/** What pages/ holds: the pages, and the mistakes in it (each said to the writer). */
export function scanPages(root = process.cwd()): { pages: SitePage[]; problems: PagesError[] } {
  const pages: SitePage[] = []
  const problems: PagesError[] = []
  /** Addresses of developers' own Vike page folders (pages/<name>/+Page.tsx). */
  const vikePages = new Map<string, string>()
  const walk = (dir: string, segments: string[]) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )
    const vikePage = entries.find((entry) => entry.isFile() && entry.name.startsWith('+Page.'))
    if (segments.length && vikePage)
      vikePages.set(routeOf(segments), `pages/${[...segments, vikePage.name].join('/')}`)
    for (const entry of entries) {
      if (isVikeName(entry.name)) continue
      const file = [...segments, entry.name].join('/')
      if (entry.isDirectory()) {
        const problem = nameProblem(entry.name, `pages/${file}/`, entry.name)
        if (problem) problems.push(problem)
        else walk(path.join(dir, entry.name), [...segments, entry.name])
        continue
      }
      const mdx = /^(.*?)\.(mdx?|markdown)(\..*)?$/i.exec(entry.name)
      if (!mdx) continue
      const name = mdx[1]!
      if (entry.name !== `${name}.mdx`) {
        const markdown = mdx[2]!.toLowerCase() !== 'mdx'
        problems.push(
          new PagesError(
            `pages/${file} — ${markdown ? 'pages are .mdx files' : "a page's file name ends in .mdx, in lower case, and nothing after it"}. Fix: rename it to ${name}.mdx${markdown ? ' (Markdown is valid MDX)' : ''}.`,
          ),
        )
        continue
      }
      const problem = nameProblem(name, `pages/${file}`, entry.name)
      if (problem) problems.push(problem)
      else pages.push({ route: routeOf([...segments, name]), file: `pages/${file}` })
    }
  }
  walk(path.join(root, 'pages'), [])
  pages.sort((a, b) => a.route.localeCompare(b.route) || a.file.localeCompare(b.file))
  const unique = pages.filter((page, i) => {
    const previous = pages[i - 1]
    if (previous?.route === page.route) {
      problems.push(
        new PagesError(
          `${previous.file} and ${page.file} are both the page at ${page.route}. Fix: delete or rename one of the two files.`,
        ),
      )
      return false
    }
    const vikePage = vikePages.get(page.route)
    if (vikePage) {
      problems.push(
        new PagesError(
          `${page.file} — ${vikePage} (a developer's page) already is the page at ${page.route}, so this file would never show. Fix: rename your file, or ask a developer to move their page.`,
        ),
      )
      return false
    }
    return true
  })
  return { pages: unique, problems }
}

/** Every page in pages/, sorted by address. Throws the first mistake as a PagesError. */
export function listPages(root = process.cwd()): SitePage[] {
  const { pages, problems } = scanPages(root)
  if (problems[0]) throw problems[0]
  return pages
}

function nameProblem(name: string, where: string, original: string): PagesError | undefined {
  if (ADDRESS_PART.test(name)) return undefined
  const suggestion = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return new PagesError(
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
