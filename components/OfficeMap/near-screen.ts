import { whenIdle } from '../HtmlFirst/when'

/** How near the screen a box must come before what it holds is added. */
const NEAR_SCREEN = '400px'

/**
 * Browser (pages/+client.ts): each [data-near-screen] box gets its <template>'s content once near
 * the screen and the browser is idle (adding a frame takes the main thread a moment).
 */
export function fillNearScreen() {
  const boxes = document.querySelectorAll<HTMLElement>('[data-near-screen]')
  if (!boxes.length) return
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue
        observer.unobserve(target)
        whenIdle(() => {
          const template = target.querySelector('template')
          if (template) target.replaceChildren(template.content.cloneNode(true))
        })
      }
    },
    { rootMargin: NEAR_SCREEN },
  )
  for (const box of boxes) observer.observe(box)
}
