// content/privacy.yaml and content/storage.yaml, or their translations, checked by the build.
import { defaultLanguage, inLanguage } from './i18n'
import type { Privacy, Stored } from './schemas'
import data from './privacy.yaml?languages'
import storageData from './storage.yaml?languages'

export const privacyIn = inLanguage<Privacy>(data)
export const privacy = privacyIn(defaultLanguage)
/** Everything the site stores in a visitor's browser (the Cookie Policy lists it). */
export const storageIn = inLanguage<Stored[]>(storageData)
export const storage = storageIn(defaultLanguage)
