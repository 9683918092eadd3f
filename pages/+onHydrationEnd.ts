// Marks the page as interactive: the browser tests and the bench wait for it.
export default function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
}
