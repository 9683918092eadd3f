import { Container } from '@mantine/core'
import { posts } from '#content/blog'
import { site } from '#content/site'
import {
  EntryHeading,
  postDate,
  entryClasses as classes,
  type EntryPageProps,
} from '#components/BlogList'
import { JsonLd } from '#components/JsonLd'
import { StockImage } from '#components/StockImage'

/** One post: its heading, date, author and reading time, its text, and BlogPosting JSON-LD. */
export default function Page({ routeParams, components }: EntryPageProps) {
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
    keywords: post.tags.join(', '),
    inLanguage: 'en-IN',
  }
  return (
    <Container component="article" py="xl" size="md">
      <EntryHeading list="Blog" href="/blog" title={post.title} />
      <p className={classes.meta}>
        <time dateTime={post.date}>{postDate(post.date)}</time>
        {` · ${post.author} · ${post.readingMinutes} min read`}
      </p>
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
    </Container>
  )
}
