import { FIRST_SEARCH_FILES, SECTIONS, type SiteSection } from '#lib/site-index'
import { savingData, whenIdle } from '../HtmlFirst/when'
import { preload } from '../Island/preload'

/**
 * Up to this many pages, every page's excerpt file (Pagefind's fragment, about 600 B gzip each) is
 * loaded once the first results are shown: later searches then wait for nothing from the network
 * (docs/search.md). A larger site loads each result's as it is shown.
 */
export const WARM_PAGES = 60

/** One result, as the list shows it. */
export interface SearchHit {
  url: string
  title: string
  section: SiteSection
  /** Pagefind's excerpt: the page's text, HTML-encoded, with the words found in <mark>. */
  excerpt: string
}

export interface Found {
  /** How many pages match (in the chosen section). */
  total: number
  /** How many match in each section, whatever is chosen. */
  counts: Partial<Record<SiteSection, number>>
  /** The first results' data (each is a small file of the index: loaded as shown). */
  hits: SearchHit[]
  /** Loads the next `count` results' data. */
  more: (count: number) => Promise<SearchHit[]>
}

export interface SearchIndex {
  search: (query: string, section?: SiteSection, first?: number) => Promise<Found>
}

/**
 * Pagefind asks for its entry as pagefind-entry.json?ts=<tag> (its `metaCacheTag`; by default the
 * time, so that a cache cannot keep an old entry: our hosts make the browser revalidate it anyway,
 * tooling/security-headers.ts). A fixed tag lets the page fetch it ahead, at the address Pagefind
 * asks for.
 */
const ENTRY_TAG = 'site'

/**
 * The files of a language's index whose names do not change (its script, entry and WebAssembly, and
 * the list of the other files a first search needs, FIRST_SEARCH_FILES), which the page fetches
 * beside the search box's code when the visitor reaches for it (`data-island-preload`,
 * components/Island/start.ts), rather than one after another.
 */
export const searchFiles = (code: string) =>
  [
    'pagefind.js',
    `pagefind-entry.json?ts=${ENTRY_TAG}`,
    `wasm.${code}.pagefind`,
    FIRST_SEARCH_FILES,
  ].map((file) => `/pagefind/${code}/${file}`)

/**
 * The files of that list, fetched while Pagefind's script and WebAssembly come rather than after
 * them: the metadata and filters, which Pagefind asks for as it starts, as preloads it takes; the
 * index chunk, which only a search asks for, into the browser's cache (its name is hashed: kept for
 * a year, tooling/security-headers.ts), as a preload left unused makes the browser warn.
 */
async function fetchFirstFiles(folder: string) {
  const files = (await (await fetch(folder + FIRST_SEARCH_FILES)).json()) as string[]
  preload(files.filter((file) => !file.startsWith('index/')).map((file) => folder + file))
  if (savingData()) return // a visitor saving data fetches the index chunk only to search
  for (const file of files.filter((file) => file.startsWith('index/')))
    void fetch(folder + file).catch(() => {})
}

/** The part of Pagefind's browser API used here (pagefind.app/docs/api). */
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  filters: () => Promise<Record<string, Record<string, number>>>
  /** Loads the index chunks `term` needs (and the chunks of its filters), without searching. */
  preload: (term: string, options?: { filters?: Record<string, string> }) => Promise<void>
  /** `null`: every page (the filters' results, with no words to match). */
  search: (
    term: string | null,
    options?: { filters?: Record<string, string> },
  ) => Promise<{
    results: { data: () => Promise<ResultData> }[]
    totalFilters?: Record<string, Record<string, number>>
  }>
}
interface ResultData {
  url: string
  excerpt: string
  meta: { title?: string }
  filters?: { section?: string[] }
}

const loaded = new Map<string, Promise<SearchIndex>>()

/**
 * Pagefind with the page's language's index (/pagefind/<code>/, tooling/search-index.ts), on the
 * page's thread (its worker would need a policy of its own; the index is small). Loaded once; a
 * failed load is tried again at the next search.
 */
export function loadSearch(code: string): Promise<SearchIndex> {
  let search = loaded.get(code)
  if (!search) {
    const folder = `/pagefind/${code}/`
    fetchFirstFiles(folder).catch(() => {}) // Pagefind asks for them itself in any case
    search = start(`${folder}pagefind.js`)
    loaded.set(code, search)
    search.catch(() => loaded.delete(code))
  }
  return search
}

async function start(url: string): Promise<SearchIndex> {
  const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind
  await pagefind.options({ noWorker: true, excerptLength: 24, metaCacheTag: ENTRY_TAG })
  await pagefind.init()
  // Loaded once, the filters make each search count its results by section: asked for now, they
  // come beside the first search's index chunks (one round trip, not two). Without them a search
  // still works; its sections count nothing.
  const filtered = pagefind.filters().catch(() => ({}))
  const hit = async (result: { data: () => Promise<ResultData> }): Promise<SearchHit> => {
    const data = await result.data()
    const section = data.filters?.section?.[0] as SiteSection | undefined
    return {
      url: data.url,
      title: data.meta.title ?? data.url,
      section: section && SECTIONS.includes(section) ? section : 'page',
      excerpt: data.excerpt,
    }
  }
  let warmed = false
  /** Once, when idle and not saving data: every page's excerpt file, if the site is small. */
  const warm = () => {
    if (warmed || savingData()) return
    warmed = true
    whenIdle(() => {
      pagefind
        .search(null)
        .then(({ results }) =>
          results.length <= WARM_PAGES ? Promise.all(results.map((r) => r.data())) : [],
        )
        .catch(() => {}) // a later search loads what it shows itself
    })
  }
  return {
    async search(query, section, first = 10) {
      const options = section ? { filters: { section } } : {}
      await Promise.all([filtered, pagefind.preload(query, options)])
      const found = await pagefind.search(query, options)
      let next = 0
      const more = async (count: number) => {
        const batch = found.results.slice(next, next + count)
        next += batch.length
        return Promise.all(batch.map(hit))
      }
      const counts = Object.fromEntries(
        SECTIONS.map((name) => [name, found.totalFilters?.section?.[name] ?? 0]),
      )
      const hits = await more(first)
      warm()
      return { total: found.results.length, counts, hits, more }
    },
  }
}
