// A page with an island (pages/+onRenderHtml.tsx): its forms work before the island's code has
// arrived. Inlined after the page, not in the <head>: its bytes go after the first screen, and a
// form can be submitted only once its HTML has been read. The CSP lists its hash.
;(() => {
  // A form in an island whose code has not arrived is held (its buttons
  // disabled, saying data-held-label) and sent by the island once hydrated.
  // After data-held-timeout ms without code it is POSTed where it has an
  // action; otherwise its buttons work again and [data-another-way] shows.
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

  // A message that could not be sent (SendAnotherWay.tsx): [data-mail-message]
  // opens the email app with what was typed, [data-copy-message] copies it.
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
    // Without a clipboard the message is selected, for the visitor to copy.
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
