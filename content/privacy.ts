// content/privacy.yaml and content/storage.yaml, or their translations, checked by the build.
import { defaultLanguage, inLanguage } from './i18n'
import type { Content } from './schemas'
import data from './privacy.yaml?languages'
import storageData from './storage.yaml?languages'

export const privacyIn = inLanguage<Content<'privacy.yaml'>>(data)
export const privacy = privacyIn(defaultLanguage)
/** Everything the site stores in a visitor's browser (the Cookie Policy lists it). */
export const storageIn = inLanguage<Content<'storage.yaml'>>(storageData)
export const storage = storageIn(defaultLanguage)
