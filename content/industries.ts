// content/industries.yaml, checked against its schema by the build.
import type { Industry } from './schemas'
import data from './industries.yaml'

export const industries = data as Industry[]
