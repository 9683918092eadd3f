/**
 * Lists that writers grow one file at a time: each collection is a folder of MDX files under
 * content/ (content/blog/<address>.mdx is /blog/<address>), with typed front matter checked by
 * tooling/remark-page-meta.ts like a page's, with the file, line and fix.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const text = z.string().trim().min(1)
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'should be a date in quotes, like "2026-11-26"' })

/** A blog post's settings between the --- lines. */
export const blogSchema = z.strictObject({
  title: text.describe('The post\'s heading, and the browser tab: "Title | Company Name".'),
  description: text.describe('One or two sentences: the list, search results and the feed.'),
  date: day.describe('When it was published; the list is newest first.'),
  author: text.describe('Who wrote it.'),
  tags: z.array(text).default([]).describe('A few words the post is about.'),
  noindex: z.boolean().optional().describe('Keep it out of search engines, the feed and lists.'),
})
export type BlogMeta = z.infer<typeof blogSchema>

/** The collections: where their files are, the address of their list, their settings. */
export const COLLECTIONS = {
  blog: { folder: 'content/blog', route: '/blog', schema: blogSchema, label: 'Blog posts' },
} as const
export type CollectionName = keyof typeof COLLECTIONS

/** Blog list pages hold this many posts; /blog/page/2 and on hold the rest. */
export const PAGE_SIZE = 10

/** The collection a file belongs to, by its folder, or undefined for a page. */
export function collectionOf(file: string, root = process.cwd()): CollectionName | undefined {
  const relative = path.relative(root, file).split(path.sep).join('/')
  return (Object.keys(COLLECTIONS) as CollectionName[]).find((name) =>
    relative.startsWith(`${COLLECTIONS[name].folder}/`),
  )
}

/** The entries' addresses in a collection ("/blog/first-post"), from its files. */
export function entryRoutes(name: CollectionName, root = process.cwd()): string[] {
  const { folder, route } = COLLECTIONS[name]
  const dir = path.join(root, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `${route}/${file.slice(0, -4)}`)
}
