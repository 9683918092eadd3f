import { ROUTE_ANNOUNCER_ID } from '../components/RouteAnnouncer'

// After a client-side navigation (the loading bar has gone:
// +onAfterRenderClient.ts): move focus to the new page's heading (or to the
// linked section) and announce the new title, as a full page load would.
export default function onPageTransitionEnd() {
  const target = location.hash
    ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
    : document.querySelector<HTMLElement>('main h1')
  if (target) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: !location.hash })
  }
  const announcer = document.getElementById(ROUTE_ANNOUNCER_ID)
  if (announcer) announcer.textContent = document.title
}
