// A tap on a link answers at once: while the next page's data and code load
// (a second or more on a phone network), a bar at the top of the screen says
// so and the page is marked busy, as a browser's own loading indicator does
// for a full load (styles/global.css). onPageTransitionEnd takes it away.
export default function onPageTransitionStart() {
  document.documentElement.dataset.navigating = 'true'
  document.querySelector('main')?.setAttribute('aria-busy', 'true')
}
