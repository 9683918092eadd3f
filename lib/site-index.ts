/** The sections of the site, as search and the list of every page group it (issue 47). */
export const SECTIONS = ['page', 'blog', 'caseStudy', 'opening'] as const
export type SiteSection = (typeof SECTIONS)[number]

/**
 * Beside each language's search index, the names of the files a first search fetches whatever is
 * typed, hashed by Pagefind: its metadata, its filters and, while the whole index is one chunk,
 * that chunk (written by tooling/search-index.ts, read by components/SiteSearch/pagefind.ts).
 */
export const FIRST_SEARCH_FILES = 'first-search.json'

/** One page in the list of every page (/search). */
export interface IndexedPage {
  href: string
  title: string
  section: SiteSection
  /** Its language, when it is not the list's (an English page listed on /ta/search). */
  lang?: string
}

/**
 * A page's section by its address in the first language ("/blog/a-post", not "/ta/…"): the blog's
 * posts, case studies, openings; everything else is a page (lists and tag pages too).
 */
export function sectionOf(path: string): SiteSection {
  if (/^\/blog\/(?!tag\/|page\/)[^/]+$/.test(path)) return 'blog'
  if (/^\/case-studies\/(?!service\/)[^/]+$/.test(path)) return 'caseStudy'
  if (/^\/careers\/[^/]+$/.test(path)) return 'opening'
  return 'page'
}
