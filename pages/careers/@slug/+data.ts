import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { jobs } from '#content/jobs'

export function data(pageContext: PageContextServer) {
  const job = jobs.find((j) => j.slug === pageContext.routeParams.slug)
  if (!job) throw render(404)
  const { title, description, shareImage } = job
  // A closed opening stays reachable (old links), out of search engines. Its card names its place.
  const noindex = job.noindex || !job.open
  return { meta: { title, description, noindex, shareImage, card: { place: job.location } } }
}
