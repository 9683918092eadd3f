// content/contact-info.yaml, checked against its schema by the build.
import type { ContactInfo } from './schemas'
import data from './contact-info.yaml'

export const contactInfo = data as ContactInfo[]
