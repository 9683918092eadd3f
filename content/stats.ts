// content/stats.yaml, checked against its schema by the build.
import type { Stat } from './schemas'
import data from './stats.yaml'

export const stats = data as Stat[]
