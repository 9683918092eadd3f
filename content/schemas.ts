/**
 * The shape of every content file. Writers never edit this file; it is what
 * `tooling/content-plugin.ts` checks each file against, so a mistake in a
 * YAML file fails `npm run dev`, `npm run build` and `npm test` with the
 * file, the line, the field and how to fix it.
 */
import { z } from 'zod'
import { PROVIDERS, type Provider } from '../tooling/form-delivery.mjs'

const text = z.string().trim().min(1)
/** A link target: an internal route ("/about"), an in-page anchor ("#team"), "#" for a placeholder, or an absolute https/mailto/tel URL. */
const href = z
  .string()
  .trim()
  .regex(/^(\/[a-z0-9\-/#?=&]*|#[a-z0-9-]*|https:\/\/\S+|mailto:\S+|tel:\S+)$/i, {
    message: 'is not a link this site understands',
  })
const link = z.strictObject({ label: text, href })
export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  message: 'should be a 24-hour time in quotes, like "09:00" or "18:30"',
})

export const serviceIcons = [
  'erp',
  'receptionist',
  'kpo',
  'bpo',
  'chat',
  'voice',
  'consulting',
] as const
export const valueIcons = ['innovation', 'excellence', 'collaboration', 'impact'] as const
export const socialNetworks = ['LinkedIn', 'X', 'Facebook', 'Instagram', 'YouTube'] as const
export const contactKinds = ['address', 'phone', 'email', 'hours'] as const

export const siteSchema = z.strictObject({
  name: text,
  shortName: text,
  tagline: text,
  description: text,
  siteUrl: z.url({ protocol: /^https?$/ }),
  founded: z.int().min(1900).max(2100),
  phone: text,
  email: z.email(),
  address: z.strictObject({
    street: text,
    locality: text,
    region: text,
    postalCode: text,
    country: text,
    countryCode: z.string().length(2),
  }),
  openingHours: z.strictObject({
    firstDay: z.enum(weekDays),
    lastDay: z.enum(weekDays),
    opens: time,
    closes: time,
  }),
  whatsapp: z.strictObject({
    number: z.string().regex(/^\+?[0-9 ()-]{8,20}$/, {
      message: 'should be a phone number with country code, like "+91 98765 43210"',
    }),
    greeting: text,
  }),
  social: z.array(z.strictObject({ network: z.enum(socialNetworks), href })),
  // Checked together, with the build's SITE_FORM_* overrides, by
  // tooling/form-delivery.mjs (https only, Web3Forms needs its access key).
  formProvider: z.enum(PROVIDERS as [Provider, ...Provider[]]).default('json'),
  formEndpoint: z.string().trim(),
  formAccessKey: z.string().trim().default(''),
})

export const servicesSchema = z
  .array(
    z.strictObject({
      title: text,
      icon: z.enum(serviceIcons),
      summary: text,
      description: text,
      features: z.array(text).min(1),
    }),
  )
  .min(1)

export const statsSchema = z.array(z.strictObject({ value: text, label: text })).min(1)
export const testimonialsSchema = z
  .array(z.strictObject({ quote: text, author: text, position: text }))
  .min(1)
export const valuesSchema = z.array(
  z.strictObject({ title: text, icon: z.enum(valueIcons), description: text }),
)
export const stepsSchema = z.array(
  z.strictObject({
    step: z.string().regex(/^\d{2}$/, { message: 'should be two digits, like "01"' }),
    title: text,
    description: text,
  }),
)
export const industriesSchema = z.array(z.strictObject({ industry: text, description: text }))
export const faqSchema = z.array(z.strictObject({ question: text, answer: text }))
export const officesSchema = z
  .array(
    z.strictObject({
      city: text,
      address: text,
      hq: z.boolean().default(false),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
  )
  .min(1)
export const contactInfoSchema = z.array(
  z.strictObject({ title: text, show: z.enum(contactKinds) }),
)

export const navigationSchema = z.strictObject({
  header: z.array(link).min(1),
  headerCta: link,
  footerQuickLinks: z.array(link),
  footerLegal: z.array(link),
})

export const uiSchema = z.strictObject({
  skipLink: text,
  header: z.strictObject({
    navLabel: text,
    homeLabel: text,
    openMenu: text,
    closeMenu: text,
    colorScheme: text,
  }),
  footer: z.strictObject({
    blurb: text,
    quickLinksTitle: text,
    servicesTitle: text,
    contactTitle: text,
    socialTitle: text,
    rights: text,
  }),
  chat: z.strictObject({
    buttonLabel: text,
    title: text,
    message: text,
    start: text,
    note: text,
    close: text,
  }),
  services: z.strictObject({ learnMore: text, requestQuote: text }),
  offices: z.strictObject({ hq: text, hqTitle: text }),
  pageLinksLabel: text,
  map: z.strictObject({ title: text, viewLarger: text }),
  formUnavailable: text,
})

export const formSchema = z.strictObject({
  nameLabel: text,
  emailLabel: text,
  phoneLabel: text,
  companyLabel: text,
  serviceLabel: text,
  servicePlaceholder: text,
  messageLabel: text,
  extraServiceOptions: z.array(text),
  submit: text,
  sending: text,
  successTitle: text,
  successMessage: text,
  failureTitle: text,
  failureMessage: text,
  charactersLeft: text.regex(/\{left\}/, {
    message: 'should contain {left}, where the number of characters left goes',
  }),
  consent: text,
  privacyLink: link,
  noscript: text,
})

/** Which schema checks which file under content/. */
export const collections = {
  'site.yaml': siteSchema,
  'services.yaml': servicesSchema,
  'stats.yaml': statsSchema,
  'testimonials.yaml': testimonialsSchema,
  'values.yaml': valuesSchema,
  'steps.yaml': stepsSchema,
  'industries.yaml': industriesSchema,
  'faq.yaml': faqSchema,
  'offices.yaml': officesSchema,
  'contact-info.yaml': contactInfoSchema,
  'navigation.yaml': navigationSchema,
  'ui.yaml': uiSchema,
  'form.yaml': formSchema,
} as const

export type Collections = typeof collections
export type Site = z.infer<typeof siteSchema>
export type Service = z.infer<typeof servicesSchema>[number]
export type ServiceIcon = (typeof serviceIcons)[number]
export type ValueIcon = (typeof valueIcons)[number]
export type SocialNetwork = (typeof socialNetworks)[number]
export type Stat = z.infer<typeof statsSchema>[number]
export type Testimonial = z.infer<typeof testimonialsSchema>[number]
export type Value = z.infer<typeof valuesSchema>[number]
export type Step = z.infer<typeof stepsSchema>[number]
export type Industry = z.infer<typeof industriesSchema>[number]
export type Faq = z.infer<typeof faqSchema>[number]
export type Office = z.infer<typeof officesSchema>[number]
export type ContactInfo = z.infer<typeof contactInfoSchema>[number]
export type Navigation = z.infer<typeof navigationSchema>
export type NavLink = Navigation['header'][number]
export type Ui = z.infer<typeof uiSchema>
export type FormText = z.infer<typeof formSchema>
