import { defaultLanguage, inLanguage } from './i18n'
import type { Content } from './schemas'
import data from './offices.yaml?languages'

/** content/offices.yaml, or its translation content/offices.<code>.yaml, checked by the build. */
export const officesIn = inLanguage<Content<'offices.yaml'>>(data)
export const offices = officesIn(defaultLanguage)

/** The head office (hq: true), or the first office. */
export const headOfficeOf = (list: typeof offices) => list.find((office) => office.hq) ?? list[0]!
export const headOffice = headOfficeOf(offices)
