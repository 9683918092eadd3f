// content/site.yaml, checked against its schema by the build.
import { fill } from '#lib/fill'
import { languageOf } from './i18n'
import { weekDays, type Site } from './schemas'
import data from './site.yaml'
import { uiIn } from './ui'

export const site = data as Site

const { firstDay, lastDay, opens, closes } = site.openingHours

/**
 * The opening hours (openingHours in site.yaml) in the language `code`: "Monday - Saturday,
 * 9:00 AM - 6:00 PM". The days are Intl's, in the language's locale; the words around them are
 * content/ui.yaml's (hours).
 */
export function businessHoursIn(code: string) {
  const { hours } = uiIn(code)
  const { locale } = languageOf(code)
  // 1 January 2024 was a Monday.
  const day = (name: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + weekDays.indexOf(name as (typeof weekDays)[number])),
    )
  const clock = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number)
    return fill(hours.time, {
      hour: ((h + 11) % 12) + 1,
      minute: String(m).padStart(2, '0'),
      period: h < 12 ? hours.am : hours.pm,
    })
  }
  return fill(hours.days, {
    first: day(firstDay),
    last: day(lastDay),
    opens: clock(opens),
    closes: clock(closes),
  })
}

export { phone } from './reach'

/** The WhatsApp click-to-chat link: digits only, greeting URL-encoded. */
export const whatsappUrl = `https://wa.me/${site.whatsapp.number.replace(/\D/g, '')}?text=${encodeURIComponent(site.whatsapp.greeting)}`
