// content/offices.yaml, checked against its schema by the build.
import type { Office } from './schemas'
import data from './offices.yaml'

export const offices = data as Office[]

/** The head office (hq: true), or the first office. */
export const headOffice = offices.find((office) => office.hq) ?? offices[0]!
