// content/services.yaml with only the titles, for the contact form's options: an island's code
// reaches the browser, so it carries the titles, not the whole list.
import type { Service } from './schemas'
import data from './services.yaml?fields=title'

export const serviceTitles = data as Pick<Service, 'title'>[]
