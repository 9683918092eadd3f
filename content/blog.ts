// The blog: content/blog/<address>.mdx, one file a post (content/collections.ts).
import type { BlogMeta } from './collections'
import { entriesOf, type Entry, type EntryModule } from '#lib/entries'
import { checkTags, tagsOf } from '#lib/reading-paths'

export type Post = Entry<BlogMeta>

const modules = import.meta.glob<EntryModule<BlogMeta>>('./blog/*.mdx', {
  eager: true,
})

/** Every post, newest first. */
export const posts: Post[] = entriesOf(modules, '/blog', 'date').map((post) => ({
  ...post,
  tags: post.tags ?? [],
}))

// A tag whose address is another's, or that has none, stops the build (lib/reading-paths.ts).
checkTags(posts)

/** The posts lists and the feed show: all but those kept out of search engines. */
export const listedPosts = posts.filter((post) => !post.noindex)

/** A page per tag of the listed posts (/blog/tag/erp), each with its posts, newest first. */
export const tags = tagsOf(listedPosts)
