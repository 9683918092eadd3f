// content/offices.yaml, checked against its schema by the build.
import { inLanguage } from './i18n'
import type { Office } from './schemas'
import data from './offices.yaml'

export const offices = data as Office[]
/** {@link offices} in the page's language (content/offices.<code>.yaml; content/i18n.ts). */
export const officesIn = inLanguage<Office[]>(
  offices,
  import.meta.glob('./offices.*.yaml', { eager: true, import: 'default' }),
)

/** The head office (hq: true), or the first office. */
export const headOfficeOf = (list: Office[]) => list.find((office) => office.hq) ?? list[0]!
export const headOffice = headOfficeOf(offices)
