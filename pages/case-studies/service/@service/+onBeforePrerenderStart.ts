// A list page for every service, with or without case studies yet.
import { serviceLists } from '#content/case-studies'

export const onBeforePrerenderStart = () => serviceLists.map((list) => list.href)
