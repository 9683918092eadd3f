// Marks the page as interactive: tests wait for it, and CSS may use it.
export default function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
}
