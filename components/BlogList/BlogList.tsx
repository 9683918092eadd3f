import { Group } from '@mantine/core'
import type { MDXComponents } from 'mdx/types'
import { listedPosts } from '#content/blog'
import { PAGE_SIZE } from '#content/collections'
import classes from './BlogList.module.css'

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' })
/** "20 November 2026" for "2026-11-20". */
export const postDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`))

/** The address of a list page: /blog, then /blog/page/2, … */
export const listPage = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`)
export const pageCount = () => Math.max(1, Math.ceil(listedPosts.length / PAGE_SIZE))

export interface BlogListProps {
  /** Which page of the list (10 posts a page, newest first). */
  page?: number
}

/** The blog's posts, newest first, a page at a time, with links to the pages before and after. */
export function BlogList({ page = 1 }: BlogListProps) {
  const shown = listedPosts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  if (!shown.length)
    return <p className={classes.empty}>No posts yet. The first one is on its way.</p>
  const pages = pageCount()
  return (
    <>
      <ol className={classes.list}>
        {shown.map((post) => (
          <li key={post.slug}>
            <article className={classes.post}>
              <h2 className={classes.title}>
                <a href={post.href}>{post.title}</a>
              </h2>
              <p className={classes.meta}>
                <time dateTime={post.date}>{postDate(post.date)}</time>
                {` · ${post.author} · ${post.readingMinutes} min read`}
              </p>
              <p>{post.description}</p>
            </article>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <Group
          component="nav"
          aria-label="Older and newer posts"
          justify="space-between"
          mt="xl"
          className={classes.pages}
        >
          {page > 1 && (
            <a href={listPage(page - 1)} rel="prev">
              Newer posts
            </a>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <a href={listPage(page + 1)} rel="next">
              Older posts
            </a>
          )}
        </Group>
      )}
    </>
  )
}

/** The top of an entry's page: the link back to its list, and its heading. */
export function EntryHeading({ list, href, title }: { list: string; href: string; title: string }) {
  return (
    <>
      <p className={classes.meta}>
        <a href={href}>{list}</a>
      </p>
      <h1>{title}</h1>
    </>
  )
}

/** What pages/+onRenderHtml.tsx gives an entry's page: its address's parameter, the MDX components. */
export interface EntryPageProps {
  routeParams: { slug: string }
  components: MDXComponents
}
