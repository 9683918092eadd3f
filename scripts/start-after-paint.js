const { entry, first, page } = document.querySelector('script[data-entry]').dataset
let started = false
async function start() {
  if (started) return
  started = true
  for (const url of first ? first.split(' ') : []) {
    await import(url).catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  import(entry)
  if (page) import(page).catch(() => {})
}
if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
}
addEventListener('load', () => setTimeout(start, 500))
addEventListener(
  'submit',
  (event) => {
    const form = event.target
    if (!form.closest('[data-on-demand]:not([data-on-demand-ready])')) return
    event.preventDefault()
    form.setAttribute('data-held-submit', '')
  },
  true,
)
