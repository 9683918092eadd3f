export { CaseStudyList, type CaseStudyListProps } from './CaseStudyList'
