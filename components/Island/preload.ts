/**
 * Browser: fetches `hrefs` now, for code that asks for them soon: a script as a module
 * (modulepreload), the rest as `fetch()` asks for them (a preload that fetch() then takes).
 */
export function preload(hrefs: string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link')
    link.rel = href.endsWith('.js') ? 'modulepreload' : 'preload'
    if (link.rel === 'preload') {
      link.setAttribute('as', 'fetch')
      link.crossOrigin = 'anonymous'
    }
    link.href = href
    document.head.append(link)
  }
}
