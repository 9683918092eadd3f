/**
 * Every content file, already checked against content/schemas.ts by the
 * build (tooling/content-plugin.ts), with its type. Components import from
 * here; writers edit the YAML files beside this one.
 */
import type * as T from './schemas'
import contactInfoData from './contact-info.yaml'
import faqData from './faq.yaml'
import formData from './form.yaml'
import industriesData from './industries.yaml'
import navigationData from './navigation.yaml'
import officesData from './offices.yaml'
import servicesData from './services.yaml'
import siteData from './site.yaml'
import statsData from './stats.yaml'
import stepsData from './steps.yaml'
import testimonialsData from './testimonials.yaml'
import uiData from './ui.yaml'
import valuesData from './values.yaml'

export const site = siteData as T.Site
export const services = servicesData as T.Service[]
export const stats = statsData as T.Stat[]
export const testimonials = testimonialsData as T.Testimonial[]
export const values = valuesData as T.Value[]
export const steps = stepsData as T.Step[]
export const industries = industriesData as T.Industry[]
export const faq = faqData as T.Faq[]
export const offices = officesData as T.Office[]
export const contactInfo = contactInfoData as T.ContactInfo[]
export const navigation = navigationData as T.Navigation
export const ui = uiData as T.Ui
export const form = formData as T.FormText

/** The contact form's service options: the six services, then the extras, in order. */
export const serviceOptions = [...services.map((s) => s.title), ...form.extraServiceOptions]

const clock = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}
const { firstDay, lastDay, opens, closes } = site.openingHours
/** "Monday - Saturday, 9:00 AM - 6:00 PM", from content/site.yaml's openingHours. */
export const businessHours = `${firstDay} - ${lastDay}, ${clock(opens)} - ${clock(closes)}`

/** The phone number as shown (spaces that never break) and as dialled. */
export const phone = {
  text: site.phone.replace(/ /g, '\u00a0'),
  href: `tel:${site.phone.replace(/[^+\d]/g, '')}`,
}

/** Digits only, as wa.me wants them. */
export const whatsappUrl = `https://wa.me/${site.whatsapp.number.replace(/\D/g, '')}?text=${encodeURIComponent(site.whatsapp.greeting)}`

export type * from './schemas'
