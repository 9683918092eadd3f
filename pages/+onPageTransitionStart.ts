// A tap on a link answers at once: while the next page's data and code load
// (a second or more on a phone network), the page is marked busy, and a bar
// at the top of the screen says so (styles/global.css), as a browser's own
// loading indicator does for a full load. +onAfterRenderClient.ts takes it away.
export default function onPageTransitionStart() {
  document.querySelector('main')?.setAttribute('aria-busy', 'true')
}
