// The site's search index (issue 47), made after the build from the prerendered pages with
// Pagefind's Node API (pagefind.app/docs/node-api): dist/client/pagefind/, fetched by the search
// page's island (components/SiteSearch) only once a visitor reaches for the search box.
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { close, createIndex } from 'pagefind'
import { FIRST_SEARCH_FILES } from '#lib/site-index'

/** Where the index is served from (components/SiteSearch loads pagefind.js there). */
export const SEARCH_BUNDLE = '/pagefind/'

/** The search pages themselves are not searched (they list every page). */
export const SEARCH_ROUTES = ['/search', '/ta/search']

/**
 * What the index skips inside a page's <main> besides [data-pagefind-ignore] (which lists of other
 * pages carry: related entries, the collections' lists): the breadcrumb and "On this page" (nav),
 * the contact form, a section heading's "#" link, and what is hidden from screen readers too
 * (decoration: a testimonial's initials, icons).
 */
const EXCLUDE = ['nav', 'form', 'a[href^="#"][aria-label]', '[aria-hidden="true"]']

/**
 * The page as indexed: a space between an element's end and the next element's start, so that
 * excerpts read as text where the page's layout (not a space) parts them: a name and a role set on
 * two lines, two buttons, a table's cells ("Dr. Arjun Menon Founder", not "Dr. Arjun MenonFounder").
 */
export const spaced = (html: string) => html.replace(/(<\/[a-z][a-z0-9]*>)(?=<[a-z])/gi, '$1 ')

/** The files of Pagefind's bundle the search uses: its API, its entry, the index, the WebAssembly. */
const UNUSED =
  /^(pagefind-(ui|component-ui|modular-ui|highlight|worker)\.(js|css)|wasm\.unknown\.pagefind)$/

/**
 * Beside each bundle (FIRST_SEARCH_FILES), the files of it that a first search fetches whatever is
 * typed, their names hashed by Pagefind: its metadata, its filters and, while the whole index is
 * one chunk, that chunk. The search box's code fetches them beside Pagefind's script.
 */
function writeFirstSearchFiles(bundle: string) {
  const inFolder = (folder: string) =>
    readdirSync(path.join(bundle, folder)).map((file) => `${folder}/${file}`)
  const chunks = inFolder('index')
  const files = [
    ...readdirSync(bundle).filter((file) => file.endsWith('.pf_meta')),
    ...inFolder('filter'),
    ...(chunks.length === 1 ? chunks : []),
  ]
  writeFileSync(path.join(bundle, FIRST_SEARCH_FILES), JSON.stringify(files))
}

export interface IndexedPage {
  route: string
  html: string
}

/** A page's language from its <html lang> (pages/+onRenderHtml.tsx writes it first). */
export const langOf = (html: string) => /<html lang="([a-z]{2,3})/i.exec(html)?.[1] ?? 'en'

/**
 * Indexes `pages` (the sitemap's: no noindex page, no 404, no closed opening) but the search pages,
 * each page's <main> only: one bundle a language, <outDir>/pagefind/<code>/, in which each page
 * counts as that language (Pagefind's forceLanguage: its stemming for the visitor's words). A page
 * that exists in English only is in every language's bundle, so that a Tamil visitor finds every
 * post, case study and opening; its result stays the English page (components/SiteSearch says so).
 */
export async function writeSearchIndex(outDir: string, pages: IndexedPage[]) {
  const started = performance.now()
  const searched = pages.filter(({ route }) => !SEARCH_ROUTES.includes(route))
  const languages = [...new Set(searched.map(({ html }) => langOf(html)))]
  const routes = new Set(searched.map(({ route }) => route))
  const root = path.join(outDir, SEARCH_BUNDLE)
  rmSync(root, { recursive: true, force: true })
  const bundles = []
  for (const language of languages) {
    const inLanguage = searched.filter(({ route, html }) => {
      const lang = langOf(html)
      if (lang === language) return true
      // An English page with no version in `language`.
      return lang === 'en' && !routes.has(`/${language}${route === '/' ? '' : route}`)
    })
    const { index, errors } = await createIndex({
      rootSelector: 'main',
      excludeSelectors: EXCLUDE,
      forceLanguage: language,
    })
    if (!index) throw new Error(`postbuild: Pagefind could not start: ${errors.join('; ')}`)
    for (const { route, html } of inLanguage) {
      const { errors } = await index.addHTMLFile({ url: route, content: spaced(html) })
      if (errors.length) throw new Error(`postbuild: Pagefind could not index ${route}: ${errors}`)
    }
    const bundle = path.join(root, language)
    const written = await index.writeFiles({ outputPath: bundle })
    if (written.errors.length)
      throw new Error(`postbuild: Pagefind could not write ${bundle}: ${written.errors.join('; ')}`)
    for (const file of readdirSync(bundle)) if (UNUSED.test(file)) rmSync(path.join(bundle, file))
    writeFirstSearchFiles(bundle)
    bundles.push({ language, pages: inLanguage.length })
  }
  await close()
  return { bundles, ms: Math.round(performance.now() - started) }
}
