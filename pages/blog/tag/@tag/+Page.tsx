import { tags } from '#content/blog'
import { lists } from '#content/lists'
import { BlogList } from '#components/BlogList'
import { PageHeader } from '#components/PageHeader'
import { Section } from '#components/Section'
import { fill } from '#lib/fill'

/** One tag's posts, newest first: Home › Blog › the tag, its name, a sentence, the list. */
export default function Page({ routeParams }: { routeParams: { tag: string } }) {
  const tag = tags.find((t) => t.slug === routeParams.tag)!
  const text = lists.blog
  return (
    <>
      <PageHeader eyebrow={text.tagEyebrow} title={tag.name}>
        {fill(text.tagDescription, { tag: tag.name })}
      </PageHeader>
      <Section>
        <BlogList tag={tag.name} />
      </Section>
    </>
  )
}
