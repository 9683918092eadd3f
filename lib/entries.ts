// The entries of a collection (content/collections.ts), from Vite's eager glob of its folder.
// Server-only: collection pages are HTML.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { MDXContent } from 'mdx/types'

export type Entry<Meta> = Meta & {
  /** The file's name without .mdx: the entry's address under its list. */
  slug: string
  href: string
  /** Minutes to read, at 200 words a minute. */
  readingMinutes: number
  Content: MDXContent
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
  modules: Record<string, { default: MDXContent; frontmatter: Meta }>,
  route: string,
  newest: keyof Meta & string,
): Entry<Meta>[] {
  return Object.entries(modules)
    .map(([file, module]) => {
      const slug = path.basename(file, '.mdx')
      const source = readFileSync(path.join(process.cwd(), 'content', file), 'utf8')
      return {
        ...module.frontmatter,
        slug,
        href: `${route}/${slug}`,
        readingMinutes: Math.max(1, Math.round(words(source) / 200)),
        Content: module.default,
      }
    })
    .sort(
      (a, b) => String(b[newest]).localeCompare(String(a[newest])) || a.slug.localeCompare(b.slug),
    )
}

/** Today, as the build sees it: "2026-11-26" (openings past their last day are closed). */
export const today = () => new Date().toISOString().slice(0, 10)
