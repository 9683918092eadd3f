import type { PageContextClient } from 'vike/types'

// Once a page reached by a link (or Back) is shown, the loading bar goes: set
// by +onPageTransitionStart.ts, or at the tap itself by the inline script
// (components/HtmlFirst) when the tap came before the first page had started.
// Not on hydration: a tap during it is still waiting for its page.
export default function onAfterRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration) document.querySelector('main')?.removeAttribute('aria-busy')
}
