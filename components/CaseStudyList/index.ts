export { CaseStudyList, type CaseStudyListProps } from './CaseStudyList'
export { CaseStudyResults } from './CaseStudyResults'
