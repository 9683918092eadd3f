// The case study this address shows, and its title and description for the head.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { caseStudies } from '#content/case-studies'

export function data(pageContext: PageContextServer) {
  const study = caseStudies.find((s) => s.slug === pageContext.routeParams.slug)
  if (!study) throw render(404)
  const { title, description, noindex, shareImage } = study
  return { meta: { title, description, noindex, shareImage } }
}
