// content/privacy.yaml and content/storage.yaml, checked against their schemas by the build.
import type { Privacy, Stored } from './schemas'
import data from './privacy.yaml'
import storageData from './storage.yaml'

export const privacy = data as Privacy
/** Everything the site stores in a visitor's browser (the Cookie Policy lists it). */
export const storage = storageData as Stored[]
