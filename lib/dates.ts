/** "20 November 2026" for "2026-11-20", in the page's language (ta-IN: "20 நவம்பர், 2026"). */
export const formatDate = (date: string, locale = 'en-IN') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
