import { posts } from '#content/blog'
import { lists } from '#content/lists'
import { languages } from '#content/i18n'
import { site } from '#content/site'
import { uiIn } from '#content/ui'
import { JsonLd } from '#components/JsonLd'
import { useLanguage, useLocale } from '#components/Language'
import { shareOf } from '#lib/card'
import { Prose, type EntryPageProps } from '#components/Prose'
import { ReadingPaths } from '#components/ReadingPaths'
import { StockImage } from '#components/StockImage'
import { formatDate } from '#lib/dates'
import { fill } from '#lib/fill'

/**
 * One post: its heading, date, author and reading time, its text, BlogPosting JSON-LD, then its
 * tags, related entries and the newer and older post.
 */
export default function Page({ routeParams, components }: EntryPageProps) {
  const locale = useLocale()
  const code = useLanguage()
  const post = posts.find((p) => p.slug === routeParams.slug)!
  const url = new URL(post.href, site.siteUrl).href
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.name, url: site.siteUrl },
    mainEntityOfPage: url,
    url,
    // What its head shares (components/PageMeta): its card, with its date, or the writer's picture.
    image: new URL(
      shareOf(
        post.title,
        post.href,
        code,
        uiIn(code).card,
        { date: formatDate(post.date, locale) },
        post.shareImage,
      ).path,
      site.siteUrl,
    ).href,
    keywords: post.tags.join(', '),
    // Posts are written in the first language (content/site.yaml, languages).
    inLanguage: languages[0]!.locale,
  }
  return (
    <Prose
      title={post.title}
      breadcrumb={[
        { label: lists.blog.name, href: '/blog' },
        { label: post.title, href: post.href },
      ]}
      meta={
        <>
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          {` · ${post.author} · ${fill(lists.blog.readingTime, { minutes: post.readingMinutes })}`}
        </>
      }
      toc={post.toc}
      after={<ReadingPaths href={post.href} tags={post.tags} pager />}
    >
      {post.cover && (
        <StockImage
          src={post.cover}
          alt={post.coverAlt ?? ''}
          width={1200}
          height={630}
          sizes="(min-width: 62em) 720px, 100vw"
          priority
        />
      )}
      <post.Content components={components} />
      <JsonLd data={jsonLd} />
    </Prose>
  )
}
