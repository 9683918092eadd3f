// content/services.yaml with only the titles, for the contact form's options: an island's code
// reaches the browser, so it carries the titles, not the whole list (in every language).
import { inLanguage } from './i18n'
import type { Service } from './schemas'
import data from './services.yaml?fields=title'

type Titles = Pick<Service, 'title'>[]
export const serviceTitles = data as Titles
export const serviceTitlesIn = inLanguage<Titles>(
  serviceTitles,
  import.meta.glob('./services.*.yaml', { eager: true, import: 'default', query: '?fields=title' }),
)
