export { StatsBlock } from './StatsBlock'
