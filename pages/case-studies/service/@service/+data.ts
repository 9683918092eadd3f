import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { serviceLists } from '#content/case-studies'

export function data(pageContext: PageContextServer) {
  const list = serviceLists.find((l) => l.slug === pageContext.routeParams.service)
  if (!list) throw render(404)
  return {
    meta: {
      title: `${list.title} case studies`,
      description: `Case studies of our ${list.title} service: the problem, what we did and the results.`,
    },
  }
}
