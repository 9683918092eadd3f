// The site's controls before (and without) React, and the web font's choice
// for the first paint: inlined in every page's <head> by HtmlFirstScript.tsx,
// so it runs before anything is painted and works while the page's JavaScript
// is still loading or failed to load.
// React enhances the same elements when it hydrates; what it handles itself it
// marks with event.preventDefault(), and this script then leaves alone.
// Its text never changes at run time: the CSP lists its hash.
;(() => {
  const root = document.documentElement

  // The web font (styles/fonts.css). A first visit paints at once in its
  // metric-matched fallback (data-font-later) and loads the font once the page
  // is idle (components/MdxContent/preload.ts, which then stores the key
  // below), so that it does not compete with the page's code. The tab keeps
  // the fallback for as long as it is open (site-font-later in sessionStorage):
  // its pages, reloads and the places Back restores look as they did. New tabs
  // and later visits use the font from their first paint. Without JavaScript
  // the font loads as any web font does; if only the site's scripts fail, the
  // fallback stays.
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

  // Elements with data-scroll-flag="N" get data-scrolled once the page is
  // scrolled past N px (the header: 20; the chat button: 100).
  let queued = false
  const flag = () => {
    queued = false
    for (const element of document.querySelectorAll('[data-scroll-flag]'))
      element.toggleAttribute('data-scrolled', scrollY > Number(element.dataset.scrollFlag))
  }
  const onScroll = () => {
    if (!queued) requestAnimationFrame(flag)
    queued = true
  }
  addEventListener('scroll', onScroll, { passive: true })
  addEventListener('DOMContentLoaded', flag)
  addEventListener('pageshow', flag)

  // The light/dark toggle: the same storage and attribute as Mantine's.
  document.addEventListener('click', (event) => {
    const toggle =
      event.target instanceof Element && event.target.closest('[data-color-scheme-toggle]')
    if (!toggle || event.defaultPrevented) return
    const next = root.getAttribute('data-mantine-color-scheme') === 'dark' ? 'light' : 'dark'
    root.setAttribute('data-mantine-color-scheme', next)
    try {
      localStorage.setItem('mantine-color-scheme-value', next)
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  })

  // A link the site's router has taken (Vike prevents the browser's own load)
  // shows the loading bar at once, as onPageTransitionStart does: a tap while
  // the page is still starting up waits for that start before Vike's hooks
  // run. Listening on window, this runs after Vike's listener on document.
  // pages/+onAfterRenderClient.ts takes the bar away once the page is shown.
  addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest('a[href]')
    if (!link || !event.defaultPrevented) return
    const next = new URL(link.getAttribute('href'), location.href)
    if (
      next.origin !== location.origin ||
      next.pathname + next.search === location.pathname + location.search
    )
      return
    document.querySelector('main')?.setAttribute('aria-busy', 'true')
  })

  // Popovers (the phone menu, the chat panel) open and close by themselves
  // (popovertarget, Escape, a tap outside). Their buttons say whether they
  // are open (aria-expanded, and data-label-open / data-label-close as their
  // name); an element marked data-autofocus gets focus when its popover opens.
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target
      if (!(popover instanceof HTMLElement) || !popover.id || !popover.hasAttribute('popover'))
        return
      const open = event.newState === 'open'
      for (const button of document.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
        if (button.getAttribute('popovertargetaction') === 'hide') continue
        button.setAttribute('aria-expanded', String(open))
        const label = button.getAttribute(open ? 'data-label-close' : 'data-label-open')
        if (label) button.setAttribute('aria-label', label)
      }
      if (open) popover.querySelector('[data-autofocus]')?.focus()
    },
    true,
  )

  // Tab and Shift+Tab stay inside an open popover marked data-keep-focus (the
  // chat panel) until it is closed.
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

  // A form whose code has not arrived yet (components/OnDemand) is held, not
  // sent by the browser; OnDemand sends it once the form is ready. Meanwhile
  // its submit buttons are disabled and say what their data-held-label says
  // (CSS: 'Sending...'). If the code has not come after data-held-timeout ms
  // (when the form sets it), the buttons work again and the form's
  // [data-held-fallback] is shown.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement)) return
      const part = form.closest('[data-on-demand]:not([data-on-demand-ready])')
      if (!part) return
      event.preventDefault()
      if (form.hasAttribute('data-held-submit')) return
      form.setAttribute('data-held-submit', '')
      form.setAttribute('aria-busy', 'true')
      const buttons = form.querySelectorAll('[data-held-label]')
      for (const button of buttons) button.disabled = true
      const wait = Number(form.dataset.heldTimeout)
      if (wait > 0)
        setTimeout(() => {
          if (part.hasAttribute('data-on-demand-ready') || !form.hasAttribute('data-held-submit'))
            return
          form.removeAttribute('data-held-submit')
          form.setAttribute('aria-busy', 'false')
          for (const button of buttons) button.disabled = false
          form.querySelector('[data-held-fallback]')?.removeAttribute('hidden')
        }, wait)
    },
    true,
  )
})()
