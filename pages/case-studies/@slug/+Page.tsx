import { Container } from '@mantine/core'
import { entryClasses as classes, type EntryPageProps } from '#components/BlogList'
import { caseStudies, serviceListHref } from '#content/case-studies'
import { CaseStudyResults } from '#components/CaseStudyList'

/** One case study: the client, the service, the problem, what was done, the results, the story. */
export default function Page({ routeParams, components }: EntryPageProps) {
  const study = caseStudies.find((s) => s.slug === routeParams.slug)!
  return (
    <Container component="article" py="xl" size="md">
      <p className={classes.meta}>
        <a href="/case-studies">Case studies</a> ·{' '}
        <a href={serviceListHref(study.service)}>{study.service}</a>
      </p>
      <h1>{study.title}</h1>
      <p className={classes.meta}>{study.client}</p>
      <h2>The problem</h2>
      <p>{study.problem}</p>
      <h2>What we did</h2>
      <p>{study.solution}</p>
      <h2>The results</h2>
      <CaseStudyResults results={study.results} />
      <study.Content components={components} />
    </Container>
  )
}
