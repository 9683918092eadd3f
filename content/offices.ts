// content/offices.yaml, checked against its schema by the build.
import type { Office } from './schemas'
import data from './offices.yaml'

export const offices = data as Office[]
