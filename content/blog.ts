// The blog: content/blog/<address>.mdx, one file a post (tooling/collections.ts). Server-only:
// the pages that list and show posts are HTML (pages/blog).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { MDXContent } from 'mdx/types'
import type { BlogMeta } from '../tooling/collections'

export interface Post extends BlogMeta {
  /** The file's name without .mdx: the post's address under /blog/. */
  slug: string
  href: string
  /** Minutes to read, at 200 words a minute. */
  readingMinutes: number
  Content: MDXContent
}

const modules = import.meta.glob<{ default: MDXContent; frontmatter: BlogMeta }>('./blog/*.mdx', {
  eager: true,
})

/** Words in a post's text (its front matter, tags and markup left out). */
const words = (source: string) =>
  source
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/<[^>]*>|[#*_`>[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length

/** Every post, newest first (the same day: by address). */
export const posts: Post[] = Object.entries(modules)
  .map(([file, module]) => {
    const slug = path.basename(file, '.mdx')
    const source = readFileSync(path.join(process.cwd(), 'content/blog', `${slug}.mdx`), 'utf8')
    return {
      ...module.frontmatter,
      tags: module.frontmatter.tags ?? [],
      slug,
      href: `/blog/${slug}`,
      readingMinutes: Math.max(1, Math.round(words(source) / 200)),
      Content: module.default,
    }
  })
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

/** The posts lists and the feed show: all but those kept out of search engines. */
export const listedPosts = posts.filter((post) => !post.noindex)
