import { lists } from '#content/lists'
import { BlogList } from '#components/BlogList'
import { PageHeader } from '#components/PageHeader'
import { Section } from '#components/Section'
import { fill } from '#lib/fill'

/** An older page of the blog's list. */
export default function Page({ routeParams }: { routeParams: { page: string } }) {
  return (
    <>
      <PageHeader title={fill(lists.blog.olderTitle, { page: routeParams.page })} />
      <Section>
        <BlogList page={Number(routeParams.page)} />
      </Section>
    </>
  )
}
