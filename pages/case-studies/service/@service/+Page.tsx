import { Container } from '@mantine/core'
import { serviceLists } from '#content/case-studies'
import { CaseStudyList } from '#components/CaseStudyList'

/** One service's case studies: a page of its own, so the filter needs no JavaScript. */
export default function Page({ routeParams }: { routeParams: { service: string } }) {
  const list = serviceLists.find((l) => l.slug === routeParams.service)!
  return (
    <Container py="xl">
      <h1>{list.title} case studies</h1>
      <CaseStudyList service={list.title} />
    </Container>
  )
}
