// content/navigation.yaml, checked against its schema by the build.
import type { Navigation } from './schemas'
import data from './navigation.yaml'

export const navigation = data as Navigation
