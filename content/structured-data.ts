/** What search engines read about the company (schema.org JSON-LD), from content/site.yaml. */
import { headOffice as hq } from './offices'
import { languages } from './i18n'
import { site } from './site'
import { weekDays } from './schemas'

const { firstDay, lastDay, opens, closes } = site.openingHours
const days = weekDays.slice(weekDays.indexOf(firstDay), weekDays.indexOf(lastDay) + 1)

/** The company's postal address, for the organisation and for job openings. */
export const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.countryCode,
}

export const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': ['Organization', 'ProfessionalService'],
  '@id': new URL('/#organization', site.siteUrl).href,
  name: site.name,
  alternateName: site.shortName,
  description: site.description,
  url: new URL('/', site.siteUrl).href,
  logo: new URL('/icon-512.png', site.siteUrl).href,
  image: new URL('/og-image.jpg', site.siteUrl).href,
  foundingDate: String(site.founded),
  telephone: site.phone,
  email: site.email,
  address: postalAddress,
  geo: { '@type': 'GeoCoordinates', latitude: hq.latitude, longitude: hq.longitude },
  openingHoursSpecification: [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes },
  ],
  // The languages its pages are in; the facts here stay in the first.
  knowsLanguage: languages.map((language) => language.locale),
  sameAs: site.social.map((s) => s.href).filter((href) => href.startsWith('https://')),
}
