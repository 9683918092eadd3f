// content/values.yaml, checked against its schema by the build.
import type { Value } from './schemas'
import data from './values.yaml'

export const values = data as Value[]
