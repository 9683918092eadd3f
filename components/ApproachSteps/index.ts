export { ApproachSteps } from './ApproachSteps'
