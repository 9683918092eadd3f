export { Actions } from './Actions'
