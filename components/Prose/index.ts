export { Prose, type EntryPageProps, type ProseProps } from './Prose'
export { H2, H3 } from './SectionHeading'
