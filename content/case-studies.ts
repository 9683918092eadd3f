// Case studies: content/case-studies/<address>.mdx, one file each (content/collections.ts).
import type { CaseStudyMeta } from './collections'
import { entriesOf, type Entry, type EntryModule } from '#lib/entries'
import { services } from './services'
import { serviceListHref, slug } from '#lib/slug'

export type CaseStudy = Entry<CaseStudyMeta>

const modules = import.meta.glob<EntryModule<CaseStudyMeta>>('./case-studies/*.mdx', {
  eager: true,
})

/** Every case study, newest first; those kept out of search engines are left out of lists. */
export const caseStudies: CaseStudy[] = entriesOf(modules, '/case-studies', 'date')
export const listedCaseStudies = caseStudies.filter((study) => !study.noindex)

/** The services, each with the address of its list. */
export const serviceLists = services.map((service) => ({
  title: service.title,
  href: serviceListHref(service.title),
  slug: slug(service.title),
}))
