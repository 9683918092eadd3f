// content/services.yaml, checked against its schema by the build.
import type { Service } from './schemas'
import { inLanguage } from './i18n'
import data from './services.yaml'
import { slug } from '#lib/slug'

export const services = data as Service[]
/** {@link services} in the page's language (content/services.<code>.yaml; content/i18n.ts). */
export const servicesIn = inLanguage<Service[]>(
  services,
  import.meta.glob('./services.*.yaml', { eager: true, import: 'default' }),
)

/**
 * The address of the `index`-th service on the services page and of its case studies, the same
 * in every language: its English title's ("erp-solutions"), so a link from any page reaches it.
 * A translation lists the services in the English file's order (content/content.test.ts).
 */
export const serviceSlug = (index: number) => slug(services[index]!.title)
/** Its English title: what case studies name it by (content/case-studies, `service`). */
export const serviceKey = (index: number) => services[index]!.title
