export { onDemand, onDemandLoaded } from './OnDemand'
export { whenReached } from './whenReached'
