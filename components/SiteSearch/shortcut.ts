/**
 * Browser (pages/+client.ts): "/" searches from any page, as on the documentation sites visitors
 * know, unless they are typing: on /search it focuses the box, elsewhere it follows the header's
 * search link (components/Header) to the box (#search), which the search page then focuses.
 */
export function searchShortcut() {
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
    const target = event.target as Element | null
    if (event.defaultPrevented || target?.closest?.('input, textarea, select, [contenteditable]'))
      return
    const box = document.getElementById('search')
    const link = document.querySelector<HTMLAnchorElement>('a[data-search-link]')
    if (!box && !link) return
    event.preventDefault()
    if (box) box.focus()
    else location.assign(`${link!.href}#search`)
  })
  // Arrived by "/": the box takes the keys (its island then loads, as on any focus).
  if (location.hash === '#search') document.getElementById('search')?.focus()
}
