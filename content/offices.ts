import { defaultLanguage, inLanguage } from './i18n'
import type { Office } from './schemas'
import data from './offices.yaml?languages'

/** content/offices.yaml, or its translation content/offices.<code>.yaml, checked by the build. */
export const officesIn = inLanguage<Office[]>(data)
export const offices = officesIn(defaultLanguage)

/** The head office (hq: true), or the first office. */
export const headOfficeOf = (list: Office[]) => list.find((office) => office.hq) ?? list[0]!
export const headOffice = headOfficeOf(offices)
