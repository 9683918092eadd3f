// content/steps.yaml, checked against its schema by the build.
import type { Step } from './schemas'
import { inLanguage } from './i18n'
import data from './steps.yaml'

export const steps = data as Step[]
/** {@link steps} in the page's language (content/steps.<code>.yaml; content/i18n.ts). */
export const stepsIn = inLanguage<Step[]>(
  steps,
  import.meta.glob('./steps.*.yaml', { eager: true, import: 'default' }),
)
