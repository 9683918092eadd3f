// content/navigation.yaml, checked against its schema by the build.
import type { Navigation } from './schemas'
import { inLanguage } from './i18n'
import data from './navigation.yaml'

export const navigation = data as Navigation
/** {@link navigation} in the page's language (content/navigation.<code>.yaml; content/i18n.ts). */
export const navigationIn = inLanguage<Navigation>(
  navigation,
  import.meta.glob('./navigation.*.yaml', { eager: true, import: 'default' }),
)
