import { caseStudies } from '#content/case-studies'
import { lists } from '#content/lists'
import { CaseStudyResults } from '#components/CaseStudyList'
import { H2, Prose, type EntryPageProps } from '#components/Prose'
import { ReadingPaths } from '#components/ReadingPaths'
import { serviceListHref } from '#lib/slug'

/**
 * One case study: the client, the service, the problem, what was done, the results, the story,
 * then related entries.
 */
export default function Page({ routeParams, components }: EntryPageProps) {
  const study = caseStudies.find((s) => s.slug === routeParams.slug)!
  const text = lists.caseStudies
  const sections = (['problem', 'solution', 'results'] as const).map((id) => ({
    depth: 2 as const,
    id,
    text: text[id],
  }))
  return (
    <Prose
      title={study.title}
      breadcrumb={[
        { label: text.name, href: '/case-studies' },
        { label: study.service, href: serviceListHref(study.service) },
        { label: study.title, href: study.href },
      ]}
      meta={study.client}
      toc={[...sections, ...study.toc]}
      after={<ReadingPaths href={study.href} />}
    >
      <H2 id="problem">{text.problem}</H2>
      <p>{study.problem}</p>
      <H2 id="solution">{text.solution}</H2>
      <p>{study.solution}</p>
      <H2 id="results">{text.results}</H2>
      <CaseStudyResults results={study.results} />
      <study.Content components={components} />
    </Prose>
  )
}
