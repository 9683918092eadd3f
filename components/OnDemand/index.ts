export { onDemand } from './OnDemand'
