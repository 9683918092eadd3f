// Its own module, so that components/PageTransition can use it without taking
// onDemand into the code every page loads.

/** What counts as reaching for something: a pointer over it or down on it, a touch, keyboard focus. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const
const CAPTURE = { capture: true, passive: true }

/**
 * Calls `onReach` with the element each time the visitor reaches for
 * something. Listens on the document in the capture phase, because React
 * stops the propagation of events aimed at a part it has not hydrated yet.
 * Returns a function that stops listening.
 */
export function onReaching(onReach: (target: Element) => void) {
  const listener = (event: Event) => {
    if (event.target instanceof Element) onReach(event.target)
  }
  for (const type of REACH_EVENTS) document.addEventListener(type, listener, CAPTURE)
  return () => {
    for (const type of REACH_EVENTS) document.removeEventListener(type, listener, CAPTURE)
  }
}

/**
 * Calls `onReach` once, the first time the visitor reaches for an element that
 * passes `test`. Returns a function that stops listening.
 */
export function whenReached(test: (target: Element) => boolean, onReach: () => void) {
  const stop = onReaching((target) => {
    if (!test(target)) return
    stop()
    onReach()
  })
  return stop
}
