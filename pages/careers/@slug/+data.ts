import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { jobs } from '#content/jobs'

export function data(pageContext: PageContextServer) {
  const job = jobs.find((j) => j.slug === pageContext.routeParams.slug)
  if (!job) throw render(404)
  const { title, description } = job
  // A closed opening stays reachable (old links), out of search engines.
  return { meta: { title, description, noindex: job.noindex || !job.open } }
}
