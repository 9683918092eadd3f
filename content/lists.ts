// content/lists.yaml, checked against its schema by the build.
import type { Lists } from './schemas'
import data from './lists.yaml'

export const lists = data as Lists
