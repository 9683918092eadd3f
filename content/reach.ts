// The settings of content/site.yaml the contact form's island needs (where it sends, how else to
// reach us): its code reaches the browser, so it carries these, not the whole file.
import type { Site } from './schemas'
import data from './site.yaml?fields=phone,email,formProvider,formEndpoint,formAccessKey'

export const reach = data as Pick<
  Site,
  'phone' | 'email' | 'formProvider' | 'formEndpoint' | 'formAccessKey'
>

/** The phone number as shown (spaces that never break) and as dialled. */
export const phone = {
  text: reach.phone.replace(/ /g, '\u00a0'),
  href: `tel:${reach.phone.replace(/[^+\d]/g, '')}`,
}
