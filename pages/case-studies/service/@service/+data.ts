import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { serviceLists } from '#content/case-studies'
import { lists } from '#content/lists'
import { fill } from '#lib/fill'

export function data(pageContext: PageContextServer) {
  const list = serviceLists.find((l) => l.slug === pageContext.routeParams.service)
  if (!list) throw render(404)
  const service = list.title
  return {
    meta: {
      title: fill(lists.caseStudies.serviceTitle, { service }),
      description: fill(lists.caseStudies.serviceDescription, { service }),
    },
  }
}
