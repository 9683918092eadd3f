// The site's controls from the first paint: inlined in every page's <head>
// (HtmlFirstScript.tsx, minified by the build), so it runs before anything is
// painted and needs no file to arrive. The pages are HTML; the few parts that
// run React (islands) hydrate later (pages/+client.ts). Its text never changes
// at run time: the CSP lists its hash.
;(() => {
  const root = document.documentElement

  // The web font (styles/fonts.css). A first visit paints at once in its
  // metric-matched fallback (data-font-later) and loads the font once the page
  // is idle (components/HtmlFirst/font.ts, which then stores the key below).
  // The tab keeps the fallback for as long as it is open (site-font-later in
  // sessionStorage): its pages, reloads and the places Back restores look as
  // they did. New tabs and later visits use the font from their first paint.
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

  // A page reached by a link from another of the site's pages fades in over
  // 0.3 s (spec). Engines with cross-document view transitions do it in CSS
  // (styles/global.css, @view-transition); the others (Firefox) get this
  // attribute, which starts a CSS fade of <main>.
  const navigation = performance.getEntriesByType('navigation')[0]
  if (
    !('onpagereveal' in window) &&
    navigation?.type === 'navigate' &&
    document.referrer.startsWith(`${location.origin}/`)
  )
    root.setAttribute('data-page-fade', '')

  // A view transition the browser skips (leaving a page for one it cannot
  // animate to) rejects its `ready`; WebKit reports that as an uncaught error.
  addEventListener('pageswap', (event) => event.viewTransition?.ready.catch(() => {}))

  // Elements with data-scroll-flag="N" get data-scrolled once the page is
  // scrolled past N px (the header: 20; the chat button: 100).
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

  // Light and dark, with Mantine's storage key and attribute (its
  // ColorSchemeScript sets the first one): the toggle switches and remembers;
  // without a choice the page follows the system's setting as it changes.
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
  // Leaving the page closes them: a page Back brings again starts closed, as a
  // new page does (the spec closes the menu on every route change).
  addEventListener('pagehide', () => {
    for (const popover of document.querySelectorAll('[popover]:popover-open')) popover.hidePopover()
  })

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

  // A form in an island whose code has not arrived yet (components/Island) is
  // held, not sent by the browser; the island sends it once it has hydrated.
  // Meanwhile its submit buttons are disabled and say what their
  // data-held-label says (CSS: 'Sending...'). If the code has not come after
  // data-held-timeout ms (when the form sets it), the form is sent as a plain
  // POST where it has an action (a provider that takes one); otherwise the
  // buttons work again and the form's [data-another-way] is shown.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement)) return
      const island = form.closest('[data-island]:not([data-hydrated])')
      if (!island) return
      event.preventDefault()
      if (form.hasAttribute('data-held-submit')) return
      form.setAttribute('data-held-submit', '')
      form.setAttribute('aria-busy', 'true')
      const buttons = form.querySelectorAll('[data-held-label]')
      for (const button of buttons) button.disabled = true
      const wait = Number(form.dataset.heldTimeout)
      if (wait > 0)
        setTimeout(() => {
          if (island.hasAttribute('data-hydrated') || !form.hasAttribute('data-held-submit')) return
          // No longer held: code that arrives now must not send it a second time.
          form.removeAttribute('data-held-submit')
          if (form.getAttribute('action')) return form.submit()
          form.setAttribute('aria-busy', 'false')
          for (const button of buttons) button.disabled = false
          form.querySelector('[data-another-way]')?.removeAttribute('hidden')
        }, wait)
    },
    true,
  )

  // A message that could not be sent, sent another way (components/ContactForm/
  // SendAnotherWay.tsx): [data-mail-message] opens the visitor's email app with
  // what they typed (its value is the subject), [data-copy-message] copies it
  // and then says its value. Each field reads "Label: value"; the message last.
  const typed = (form) => {
    const lines = []
    let message = ''
    for (const field of form.elements) {
      if (!field.name || !field.value || field.type === 'hidden' || field.closest('[inert]'))
        continue
      if (field.tagName === 'TEXTAREA') message += `\n${field.value}\n`
      else if (!field.matches('button'))
        lines.push(
          `${field.labels?.[0]?.textContent.replace(/\s*\*$/, '') ?? field.name}: ${field.value}`,
        )
    }
    return lines.join('\n') + '\n' + message
  }
  document.addEventListener('click', (event) => {
    const mail = event.target.closest?.('a[data-mail-message]')
    const copy = event.target.closest?.('button[data-copy-message]')
    const form = (mail ?? copy)?.closest('form')
    if (!form) return
    if (mail) {
      const to = mail.getAttribute('href').split('?')[0]
      const body = typed(form).replace(/\n/g, '\r\n') // RFC 6068
      const query = new URLSearchParams({ subject: mail.dataset.mailMessage, body })
      mail.href = `${to}?${query.toString().replaceAll('+', '%20')}`
      return
    }
    // Without a clipboard (an old browser, a blocked permission) the message is
    // selected, for the visitor to copy themselves.
    const select = () => {
      const message = form.querySelector('textarea')
      message?.focus()
      message?.select()
    }
    if (!navigator.clipboard) return select()
    const label = copy.textContent
    navigator.clipboard.writeText(typed(form)).then(() => {
      copy.textContent = copy.dataset.copyMessage
      setTimeout(() => (copy.textContent = label), 4000)
    }, select)
  })
})()
