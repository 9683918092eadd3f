// content/ui.yaml, checked against its schema by the build.
import type { Ui } from './schemas'
import data from './ui.yaml'

export const ui = data as Ui
