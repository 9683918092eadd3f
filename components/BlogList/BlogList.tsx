import { Group } from '@mantine/core'
import { listedPosts } from '#content/blog'
import { PAGE_SIZE } from '#content/collections'
import { listsIn } from '#content/lists'
import { formatDate } from '#lib/dates'
import { fill } from '#lib/fill'
import { slug } from '#lib/slug'
import classes from './BlogList.module.css'
import { useLanguage, useLocale } from '#components/Language'

/** The address of a list page: /blog, then /blog/page/2, … */
export const listPage = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`)
export const pageCount = () => Math.max(1, Math.ceil(listedPosts.length / PAGE_SIZE))

export interface BlogListProps {
  /** Which page of the list (10 posts a page, newest first). */
  page?: number
  /** Only the posts with this tag, all on one page (a tag's page: /blog/tag/erp). */
  tag?: string
}

/**
 * The blog's posts, newest first, a page at a time, with links to the pages before and after; or
 * the posts of one tag.
 */
export function BlogList({ page = 1, tag }: BlogListProps) {
  const text = listsIn(useLanguage()).blog
  const locale = useLocale()
  const shown = tag
    ? listedPosts.filter((post) => post.tags.some((t) => slug(t) === slug(tag)))
    : listedPosts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  if (!shown.length) return <p className={classes.empty}>{text.empty}</p>
  const pages = tag ? 1 : pageCount()
  return (
    <>
      <ol className={classes.list} data-pagefind-ignore="">
        {shown.map((post) => (
          <li key={post.slug}>
            <article className={classes.post}>
              <h2 className={classes.title}>
                <a href={post.href}>{post.title}</a>
              </h2>
              <p className={classes.meta}>
                <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
                {` · ${post.author} · ${fill(text.readingTime, { minutes: post.readingMinutes })}`}
              </p>
              <p>{post.description}</p>
            </article>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <Group
          component="nav"
          aria-label={text.pagesLabel}
          className={classes.pages}
          justify="space-between"
          mt="xl"
        >
          {page > 1 && (
            <a href={listPage(page - 1)} rel="prev">
              {text.newer}
            </a>
          )}
          <span>{fill(text.page, { page, pages })}</span>
          {page < pages && (
            <a href={listPage(page + 1)} rel="next">
              {text.older}
            </a>
          )}
        </Group>
      )}
    </>
  )
}
