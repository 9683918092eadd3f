// The entries of a collection (content/collections.ts), from Vite's eager glob of its folder.
// Server-only: collection pages are HTML.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { MDXContent } from 'mdx/types'

/** A section of a page or an entry (tooling/remark-toc.ts): its heading's level, id and words. */
export interface TocEntry {
  depth: 2 | 3
  id: string
  text: string
}

export type Entry<Meta> = Meta & {
  /** The file's name without .mdx: the entry's address under its list. */
  slug: string
  href: string
  /** Its file (content/blog/<address>.mdx), for a writer's message. */
  file: string
  /** Minutes to read, at 200 words a minute. */
  readingMinutes: number
  /** Its sections, for "On this page". */
  toc: TocEntry[]
  Content: MDXContent
}

/** An entry's MDX module: its text, its front matter, its sections (tooling/remark-toc.ts). */
export interface EntryModule<Meta> {
  default: MDXContent
  frontmatter: Meta
  toc: TocEntry[]
}

/** Words in an entry's text (its front matter and markup left out). */
const words = (source: string) =>
  source
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/<[^>]*>|[#*_`>[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length

/**
 * A collection's entries (`modules`, keyed by their path from content/), published under `route`,
 * sorted by `newest` (a date field), newest first, then by address.
 */
export function entriesOf<Meta extends Record<string, unknown>>(
  modules: Record<string, EntryModule<Meta>>,
  route: string,
  newest: keyof Meta & string,
): Entry<Meta>[] {
  return Object.entries(modules)
    .map(([file, module]) => {
      const slug = path.basename(file, '.mdx')
      const full = path.join(process.cwd(), 'content', file)
      const source = readFileSync(full, 'utf8')
      return {
        ...module.frontmatter,
        slug,
        href: `${route}/${slug}`,
        file: full,
        readingMinutes: Math.max(1, Math.round(words(source) / 200)),
        toc: module.toc,
        Content: module.default,
      }
    })
    .sort(
      (a, b) => String(b[newest]).localeCompare(String(a[newest])) || a.slug.localeCompare(b.slug),
    )
}

/** Today, as the build sees it: "2026-11-26" (openings past their last day are closed). */
export const today = () => new Date().toISOString().slice(0, 10)

/**
 * An opening's place with its workplace: "Coimbatore (On site)", but "Remote (India)" alone when
 * the writer's location already says how the work is done (in either of its words).
 */
export function placeOf(location: string, workplace: string, key: string) {
  const said = [workplace, key.replace('-', ' '), key].some((word) =>
    location.toLowerCase().includes(word.toLowerCase()),
  )
  return said ? location : `${location} (${workplace})`
}
