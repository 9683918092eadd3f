export { IndustriesGrid } from './IndustriesGrid'
