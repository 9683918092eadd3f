import { prefetchOnIntent } from './(mdx)/prefetch'

// Marks the page as interactive (tests wait for it, and CSS may use it), and
// from now on fetches a page's code when the visitor reaches for its link.
export default function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
  prefetchOnIntent()
}
