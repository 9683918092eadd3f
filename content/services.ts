// content/services.yaml, checked against its schema by the build.
import type { Service } from './schemas'
import { inLanguage } from './i18n'
import data from './services.yaml'

export const services = data as Service[]
/** {@link services} in the page's language (content/services.<code>.yaml; content/i18n.ts). */
export const servicesIn = inLanguage<Service[]>(
  services,
  import.meta.glob('./services.*.yaml', { eager: true, import: 'default' }),
)
