// content/services.yaml, checked against its schema by the build.
import type { Service } from './schemas'
import data from './services.yaml'

export const services = data as Service[]
