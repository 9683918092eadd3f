// content/services.yaml with only what a card shows (the home page's grid),
// not each description and feature list. A module of its own: the bundler
// keeps a module's exports together, so sharing one with the full list would
// bring the full list wherever the cards go.
import type { Service } from './schemas'
import data from './services.yaml?fields=title,icon,summary'

export const serviceCards = data as Pick<Service, 'title' | 'icon' | 'summary'>[]
