// content/services.yaml with only the titles: the footer, on every page,
// carries about 110 bytes instead of the whole list's 1.2 kB (gzip). A module
// of its own for the reason given in service-cards.ts.
import type { Service } from './schemas'
import data from './services.yaml?fields=title'

export const serviceTitles = data as Pick<Service, 'title'>[]
