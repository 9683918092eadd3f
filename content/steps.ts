// content/steps.yaml, checked against its schema by the build.
import type { Step } from './schemas'
import data from './steps.yaml'

export const steps = data as Step[]
