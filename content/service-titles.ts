// content/services.yaml with only the titles: the contact form's options
// (an island: its code is the browser's) carry ~110 bytes instead of the
// whole list's 1.2 kB (gzip).
import type { Service } from './schemas'
import data from './services.yaml?fields=title'

export const serviceTitles = data as Pick<Service, 'title'>[]
