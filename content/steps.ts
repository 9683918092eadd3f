import type { Content } from './schemas'
import { defaultLanguage, inLanguage } from './i18n'
import data from './steps.yaml?languages'

/** content/steps.yaml, or its translation content/steps.<code>.yaml, checked by the build. */
export const stepsIn = inLanguage<Content<'steps.yaml'>>(data)
export const steps = stepsIn(defaultLanguage)
