/**
 * The writers' pages, laid out as Vike lays them out: a folder per address under pages/ holding its
 * +Page.mdx (pages/index/+Page.mdx is /, pages/services/erp/+Page.mdx is /services/erp). A
 * developer's +Page.tsx counts too; Vike's own files (other `+` files, pages/_error/, folders
 * starting with ( or .) do not. What a writer may mean as a page but Vike would not see
 * (pages/about.mdx, a +Page.md, a folder name that is no address) is reported with the fix.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { slug as addressFor } from '#lib/slug'
import { otherLanguages } from './languages.ts'

export interface SitePage {
  /** The page's address: "/", "/about", "/services/erp", "/ta/about" for a translation. */
  route: string
  /** The file, relative to the project and with "/": "pages/about/+Page.mdx", "pages/about/ta.mdx". */
  file: string
  /** A translation's language code ("ta"); none for the page in the first language. */
  language?: string
}

/** The component catalogue's page: made by the build (tooling/catalogue-plugin.ts), never by a writer or the editor. */
export const CATALOGUE_PAGE = 'pages/components/+Page.mdx'

/** A mistake in how pages/ is laid out, said to the writer. */
export class PagesError extends Error {}

/** Lower-case letters, digits and dashes: what an address may contain. */
const ADDRESS_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const WRITER_PAGE = '+Page.mdx'
const isPage = (name: string) => name === WRITER_PAGE || /^\+Page\.[jt]sx?$/.test(name)

/** The address of a page folder: "index" folders add nothing, as in Vike. */
const routeOf = (segments: string[]) => `/${segments.filter((s) => s !== 'index').join('/')}`
/** A page's translation: pages/<address>/<code>.mdx beside its +Page.mdx, at /<code>/<address>. */
const TRANSLATION = /^([a-z]{2,3})\.mdx$/

/** What pages/ holds: the pages (a developer's too), and the mistakes in it (each said to the writer). */
export function scanPages(root = process.cwd()): { pages: SitePage[]; problems: PagesError[] } {
  const pages: SitePage[] = []
  const problems: PagesError[] = []
  const languages = otherLanguages(root)
  const problem = (message: string) => problems.push(new PagesError(message))
  const walk = (dir: string, segments: string[]) => {
    const folder = `pages/${segments.map((s) => `${s}/`).join('')}`
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )
    for (const entry of entries) {
      const { name } = entry
      if (entry.isDirectory()) {
        // Vike's own folders, and a developer's parameterized routes (pages/blog/@slug).
        if (/^[_.(@]/.test(name)) continue
        if (ADDRESS_PART.test(name)) walk(path.join(dir, name), [...segments, name])
        else {
          const fixed = addressFor(name)
          problem(
            `${folder}${name}/ — "${name}" becomes part of the page's address, which may only hold lower-case letters, digits and dashes. Fix: rename the folder${fixed ? ` to ${fixed}` : ''}.`,
          )
        }
        continue
      }
      if (isPage(name)) {
        if (segments.length) pages.push({ route: routeOf(segments), file: `${folder}${name}` })
        else problem(`pages/${name} — the home page is pages/index/${name}. Fix: move it there.`)
        continue
      }
      const translation = TRANSLATION.exec(name)?.[1]
      if (translation && segments.length) {
        const page = entries.some((e) => isPage(e.name))
        if (!languages.includes(translation))
          problem(
            `${folder}${name} — "${translation}" is not one of the site's other languages (${languages.join(', ') || 'none'}, in content/site.yaml). Fix: for a translation, add the language under "languages" in content/site.yaml (WRITING.md, "Languages"); for a page of its own, move it to ${folder}${translation}/${WRITER_PAGE}.`,
          )
        else if (!page)
          problem(
            `${folder}${name} — a translation sits beside the page it translates, and this folder has no +Page.mdx. Fix: add the page in the first language as ${folder}${WRITER_PAGE}, or move this file next to it.`,
          )
        else
          pages.push({
            route: routeOf([translation, ...segments]),
            file: `${folder}${name}`,
            language: translation,
          })
        continue
      }
      const mdx = /^(\+?)(.*?)\.(mdx?|markdown)(\..*)?$/i.exec(name)
      if (!mdx) continue
      const [, plus, base = ''] = mdx
      const misnamedPage = plus || /^(page|index)$/i.test(base)
      // Where this file's page belongs, were it written as Vike reads pages.
      const target = misnamedPage
        ? `${folder}${WRITER_PAGE}`
        : `${folder}${addressFor(base) || 'new-page'}/${WRITER_PAGE}`
      problem(
        `${folder}${name} — a page is a folder with a file named exactly +Page.mdx in it (the folder's name is the page's address). Fix: ${misnamedPage ? `rename it to ${target}` : `move it to ${target}`}${/^mdx$/i.test(mdx[3]!) ? '' : ' (Markdown is valid MDX)'}.`,
      )
    }
  }
  walk(path.join(root, 'pages'), [])
  pages.sort((a, b) => a.route.localeCompare(b.route) || a.file.localeCompare(b.file))
  const unique = pages.filter((page, i) => {
    const previous = pages[i - 1]
    if (previous?.route !== page.route) return true
    problem(
      `${previous.file} and ${page.file} are both the page at ${page.route}. Fix: delete one of the two, or move it to another folder.`,
    )
    return false
  })
  return { pages: unique, problems }
}

/** Every page in pages/, sorted by address. Throws every mistake at once, as a PagesError. */
export function listPages(root = process.cwd()): SitePage[] {
  const { pages, problems } = scanPages(root)
  if (problems.length) throw new PagesError(problems.map(({ message }) => message).join('\n\n'))
  return pages
}

/**
 * The page file at this pathname, or undefined. It looks only in the folders the address names, so
 * checking every link does not scan pages/ each time.
 */
export function pageFile(pathname: string, root = process.cwd()): string | undefined {
  // A translation: /ta/about is pages/about/ta.mdx.
  const [, code, rest = '/'] = /^\/([a-z]{2,3})(\/.*)?$/.exec(pathname) ?? []
  if (code && otherLanguages(root).includes(code)) {
    const page = pageFile(rest, root)
    const file = page && `${path.posix.dirname(page)}/${code}.mdx`
    return file && existsSync(path.join(root, file)) ? file : undefined
  }
  const parts = pathname === '/' ? ['index'] : pathname.slice(1).split('/')
  // Only addresses scanPages() can produce: no "/index", "/_error", "/+config.ts" …
  if (!parts.every((part) => ADDRESS_PART.test(part))) return undefined
  if (pathname !== '/' && parts.at(-1) === 'index') return undefined
  for (const folder of [parts, [...parts, 'index']]) {
    const dir = path.join(root, 'pages', ...folder)
    if (!existsSync(dir)) continue
    const page = readdirSync(dir).find(isPage)
    if (page) return `pages/${folder.join('/')}/${page}`
  }
  return undefined
}
