import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './services.yaml?languages'
import { slug } from '#lib/slug'

/** content/services.yaml, or its translation content/services.<code>.yaml, checked by the build. */
export const servicesIn = inLanguage<Content<'services.yaml'>>(data)
export const services = servicesIn(defaultLanguage)

/**
 * The address of the `index`-th service on the services page and of its case studies, the same
 * in every language: its English title's ("erp-solutions"), so a link from any page reaches it.
 * A translation lists the services in the English file's order (content/content.test.ts).
 */
export const serviceSlug = (index: number) => slug(services[index]!.title)
/** Its English title: what case studies name it by (content/case-studies, `service`). */
export const serviceKey = (index: number) => services[index]!.title
