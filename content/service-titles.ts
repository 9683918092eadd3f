// content/services.yaml with only the titles, for the contact form's options: an island's code
// reaches the browser, so it carries the titles, not the whole list (in every language).
import { defaultLanguage, inLanguage } from './i18n'
import type { Content } from './schemas'
import data from './services.yaml?fields=title&languages'

export const serviceTitlesIn = inLanguage<Pick<Content<'services.yaml'>[number], 'title'>[]>(data)
export const serviceTitles = serviceTitlesIn(defaultLanguage)
