// Every case study's address, for prerendering (vike.dev/onBeforePrerenderStart).
import { caseStudies } from '#content/case-studies'

export const onBeforePrerenderStart = () => caseStudies.map((study) => study.href)
