export { onDemand, onDemandLoaded } from './OnDemand'
