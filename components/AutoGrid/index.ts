export { AutoGrid, type AutoGridProps } from './AutoGrid'
