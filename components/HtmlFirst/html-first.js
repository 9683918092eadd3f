// The site's controls from the first paint: inlined in every page's <head>
// (HtmlFirstScript.tsx), so it needs no file to arrive. The CSP lists its hash.
;(() => {
  const root = document.documentElement

  // The web font: a first visit paints in its metric-matched fallback and loads
  // the font when idle (font.ts, which stores the key below). The tab keeps the
  // fallback while open, so its pages look alike; new tabs use the font.
  let fontLater = true
  try {
    fontLater =
      localStorage.getItem('site-font-loaded') !== '1' ||
      !!sessionStorage.getItem('site-font-later')
    if (fontLater) sessionStorage.setItem('site-font-later', '1')
  } catch {
    // Storage blocked: every page starts in the fallback.
  }
  if (fontLater) root.setAttribute('data-font-later', '')
  else
    // A later tab: the fonts are in the HTTP cache. Preloaded, an optional face holds
    // the first paint until it arrives (at most 100 ms); asked for by the stylesheet,
    // it comes after the first paint and the page keeps the fallback (Chromium).
    for (const url of [
      '/fonts/manrope-latin-wght-v5.woff2',
      root.lang.startsWith('ta') && '/fonts/noto-sans-tamil-tamil-wght-v5.woff2',
    ]) {
      if (!url) continue
      const link = document.createElement('link')
      link.rel = 'preload'
      link.as = 'font'
      link.type = 'font/woff2'
      link.crossOrigin = 'anonymous'
      link.href = url
      document.head.append(link)
    }

  // A page reached from another of the site's pages fades in (spec): in CSS
  // where view transitions exist (styles/global.css), else by this attribute.
  const navigation = performance.getEntriesByType('navigation')[0]
  if (navigation?.type === 'navigate' && document.referrer.startsWith(`${location.origin}/`)) {
    if ('onpagereveal' in window) {
      // The transition starts at the page's first frame: that frame waits for
      // <main>, which a slow phone has not parsed yet (it would appear unfaded).
      const expect = document.createElement('link')
      expect.rel = 'expect'
      expect.href = '#main'
      expect.setAttribute('blocking', 'render')
      document.head.append(expect)
    } else root.setAttribute('data-page-fade', '')
  }

  // A view transition the browser skips (leaving a page for one it cannot
  // animate to) rejects its `ready`; WebKit reports that as an uncaught error.
  addEventListener('pageswap', (event) => event.viewTransition?.ready.catch(() => {}))

  // [data-scroll-flag="N"] gets data-scrolled once scrolled past N px.
  let queued = false
  const flag = () => {
    queued = false
    for (const element of document.querySelectorAll('[data-scroll-flag]'))
      element.toggleAttribute('data-scrolled', scrollY > Number(element.dataset.scrollFlag))
  }
  addEventListener(
    'scroll',
    () => {
      if (!queued) requestAnimationFrame(flag)
      queued = true
    },
    { passive: true },
  )
  addEventListener('DOMContentLoaded', flag)
  addEventListener('pageshow', flag)

  // Light and dark with Mantine's storage key and attribute: the toggle switches
  // and remembers; without a choice the page follows the system as it changes.
  const KEY = 'mantine-color-scheme-value'
  const stored = () => {
    try {
      return localStorage.getItem(KEY)
    } catch {
      return null
    }
  }
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-color-scheme-toggle]'))
      return
    const next = root.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark'
    root.setAttribute('data-mantine-color-scheme', next)
    try {
      localStorage.setItem(KEY, next)
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  })
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    const choice = stored()
    if (choice !== 'light' && choice !== 'dark')
      root.setAttribute('data-mantine-color-scheme', event.matches ? 'dark' : 'light')
  })

  // Popovers (the phone menu, the chat panel) open and close by themselves, and
  // the browser tells assistive technology whether a popovertarget button's
  // popover is open (aria-expanded on it is invalid HTML: docs/popovers.md).
  // This keeps the buttons' name right (data-label-open/-close) and focuses the
  // popover's [data-autofocus].
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target
      if (!(popover instanceof HTMLElement) || !popover.id || !popover.hasAttribute('popover'))
        return
      const open = event.newState === 'open'
      for (const button of document.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
        if (button.getAttribute('popovertargetaction') === 'hide') continue
        const label = button.getAttribute(open ? 'data-label-close' : 'data-label-open')
        if (label) button.setAttribute('aria-label', label)
      }
      if (open) popover.querySelector('[data-autofocus]')?.focus()
    },
    true,
  )
  // Leaving the page closes them: a page Back restores starts closed (spec).
  addEventListener('pagehide', () => {
    for (const popover of document.querySelectorAll('[popover]:popover-open')) popover.hidePopover()
  })

  // Tab stays inside an open [data-keep-focus] popover (the chat panel).
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !(event.target instanceof Element)) return
    const popover = event.target.closest('[data-keep-focus]:popover-open')
    if (!popover) return
    const focusable = [...popover.querySelectorAll('a[href], button:not([disabled])')]
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1)
    if (event.target !== edge) return
    event.preventDefault()
    ;(event.shiftKey ? focusable.at(-1) : focusable[0])?.focus()
  })
})()
