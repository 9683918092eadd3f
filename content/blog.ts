// The blog: content/blog/<address>.mdx, one file a post (content/collections.ts).
import type { BlogMeta } from './collections'
import { entriesOf, type Entry, type EntryModule } from '#lib/entries'

export type Post = Entry<BlogMeta>

const modules = import.meta.glob<EntryModule<BlogMeta>>('./blog/*.mdx', {
  eager: true,
})

/** Every post, newest first. */
export const posts: Post[] = entriesOf(modules, '/blog', 'date').map((post) => ({
  ...post,
  tags: post.tags ?? [],
}))

/** The posts lists and the feed show: all but those kept out of search engines. */
export const listedPosts = posts.filter((post) => !post.noindex)
