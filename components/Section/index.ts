export { Section, type SectionProps } from './Section'
