// content/site.yaml, checked against its schema by the build.
import type { Site } from './schemas'
import data from './site.yaml'

export const site = data as Site

const clock = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}
const { firstDay, lastDay, opens, closes } = site.openingHours
/** "Monday - Saturday, 9:00 AM - 6:00 PM", from openingHours in site.yaml. */
export const businessHours = `${firstDay} - ${lastDay}, ${clock(opens)} - ${clock(closes)}`

export { phone } from './reach'

/** The WhatsApp click-to-chat link: digits only, greeting URL-encoded. */
export const whatsappUrl = `https://wa.me/${site.whatsapp.number.replace(/\D/g, '')}?text=${encodeURIComponent(site.whatsapp.greeting)}`
