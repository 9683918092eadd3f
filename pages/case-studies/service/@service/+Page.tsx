import { serviceLists } from '#content/case-studies'
import { lists } from '#content/lists'
import { CaseStudyList } from '#components/CaseStudyList'
import { PageHeader } from '#components/PageHeader'
import { Section } from '#components/Section'
import { fill } from '#lib/fill'

/** One service's case studies: a page of its own, so the filter needs no JavaScript. */
export default function Page({ routeParams }: { routeParams: { service: string } }) {
  const list = serviceLists.find((l) => l.slug === routeParams.service)!
  return (
    <>
      <PageHeader title={fill(lists.caseStudies.serviceTitle, { service: list.title })} />
      <Section>
        <CaseStudyList service={list.title} />
      </Section>
    </>
  )
}
