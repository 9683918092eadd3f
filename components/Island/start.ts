import type { ComponentType } from 'react'

/** What counts as reaching for an island: a pointer over it or down on it, a touch, focus, a submit. */
const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'submit'] as const
/** An island marked 'focus' waits for more: a pointer passing over it is not using it. */
const FOCUS = REACH.filter((type) => type !== 'pointerover')
const CAPTURE = { capture: true, passive: true }
/** How near the screen an island loaded on view must come. */
const NEAR = '200px'

type Loaders = Record<string, () => Promise<ComponentType<object>>>

/**
 * Browser (pages/+client.ts): each island loads its code and hydrates as its line in
 * components/mdx/index.ts says ('reach', 'focus' or 'view'), or at once if already reached for. Until
 * then, and if its code cannot load, its HTML stays; a failed load is tried at the next reach.
 */
export function startIslands(islands: Loaders) {
  let near: IntersectionObserver | undefined
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = islands[element.dataset.island ?? '']
    if (!load) continue
    const reach = element.dataset.islandLoad === 'focus' ? FOCUS : REACH
    const start = () => {
      for (const type of reach) element.removeEventListener(type, start, CAPTURE)
      element.removeEventListener('island-near', start)
      Promise.all([import('./hydrate'), load()]).then(
        ([{ hydrate }, Component]) => hydrate(element, Component),
        (error: unknown) => {
          console.warn(`The code of <${element.dataset.island}> could not be loaded.`, error)
          for (const type of reach) element.addEventListener(type, start, CAPTURE)
        },
      )
    }
    if (element.contains(document.activeElement) || element.querySelector('[data-held-submit]')) {
      start()
      continue
    }
    for (const type of reach) element.addEventListener(type, start, CAPTURE)
    if (element.dataset.islandLoad === 'view') {
      element.addEventListener('island-near', start)
      near ??= new IntersectionObserver(
        (entries) => {
          for (const { isIntersecting, target } of entries) {
            if (!isIntersecting) continue
            near?.unobserve(target)
            target.dispatchEvent(new Event('island-near'))
          }
        },
        { rootMargin: NEAR },
      )
      near.observe(element)
    }
  }
}
