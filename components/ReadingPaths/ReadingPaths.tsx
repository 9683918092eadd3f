import { Title } from '@mantine/core'
import { useId } from 'react'
import { tags as tagPages } from '#content/blog'
import { listsIn } from '#content/lists'
import { newerAndOlder, relatedTo } from '#content/reading-paths'
import { slug } from '#lib/slug'
import { useLanguage } from '#components/Language'
import { EntryCard } from './EntryCard'
import { TagLinks } from './TagLinks'
import classes from './ReadingPaths.module.css'

export interface ReadingPathsProps {
  /** The address of the entry whose page this ends ("/blog/choosing-an-erp-for-a-growing-business"). */
  href: string
  /** A post's tags, as its writer wrote them: each becomes a link to its tag's page. */
  tags?: readonly string[]
  /** A post: links to the newer and the older post, by date. */
  pager?: boolean
}

/**
 * Where an entry's page leads next, all plain links worked out at build time: a post's tags, up
 * to three related posts, case studies and open openings (sharing a tag or a service: the rule is
 * in lib/reading-paths.ts), and a post's newer and older post. Nothing when there is none.
 */
export function ReadingPaths({ href, tags = [], pager = false }: ReadingPathsProps) {
  const lists = listsIn(useLanguage())
  // Ids of React's own, which no heading of the entry's text can also have.
  const heading = useId()
  // A tag has a page when a listed post carries it (a post kept out of lists may not).
  const linked = tags.filter((tag) => tagPages.some((page) => page.slug === slug(tag)))
  const related = relatedTo(href)
  const { newer, older } = pager ? newerAndOlder(href) : {}
  // The newer post first (rel="prev", as the blog's list pages have it), then the older one.
  const around = [
    { post: newer, rel: 'prev', kind: lists.blog.newerPost },
    { post: older, rel: 'next', kind: lists.blog.olderPost },
  ].flatMap(({ post, ...link }) => (post ? [{ post, ...link }] : []))
  if (!linked.length && !related.length && !around.length) return null
  return (
    <footer className={classes.paths} data-pagefind-ignore="">
      {linked.length > 0 && <TagLinks label={lists.blog.tags} tags={linked} />}
      {related.length > 0 && (
        <section aria-labelledby={heading}>
          <Title id={heading} order={2} size="h3" mb="sm">
            {lists.related.title}
          </Title>
          <ul className={classes.cards}>
            {related.map((entry) => (
              <li key={entry.href}>
                <EntryCard href={entry.href} kind={lists.related[entry.kind]} title={entry.title} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {around.length > 0 && (
        <nav aria-label={lists.blog.aroundLabel} className={classes.pager}>
          {around.map(({ post, rel, kind }) => (
            <EntryCard key={rel} href={post.href} rel={rel} kind={kind} title={post.title} />
          ))}
        </nav>
      )}
    </footer>
  )
}
