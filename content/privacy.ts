// content/privacy.yaml and content/storage.yaml, checked against their schemas by the build.
import { inLanguage } from './i18n'
import type { Privacy, Stored } from './schemas'
import data from './privacy.yaml'
import storageData from './storage.yaml'

export const privacy = data as Privacy
export const privacyIn = inLanguage<Privacy>(
  privacy,
  import.meta.glob('./privacy.*.yaml', { eager: true, import: 'default' }),
)
/** Everything the site stores in a visitor's browser (the Cookie Policy lists it). */
export const storage = storageData as Stored[]
export const storageIn = inLanguage<Stored[]>(
  storage,
  import.meta.glob('./storage.*.yaml', { eager: true, import: 'default' }),
)
