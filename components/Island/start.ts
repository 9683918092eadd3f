import { preload } from './preload'

/** What counts as reaching for an island: a pointer over it or down on it, a touch, focus, a submit. */
const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'submit'] as const
/** An island marked 'focus' waits for more: a pointer passing over it is not using it. */
const FOCUS = REACH.filter((type) => type !== 'pointerover')
const CAPTURE = { capture: true, passive: true }
/** How near the screen an island loaded on view must come. */
const NEAR = '200px'

/** Each island's code, given as what starts it on its element (virtual:islands' `islandStarters`). */
type Starters = Record<string, () => Promise<(element: HTMLElement) => void>>

/**
 * Files an island's code fetches as soon as it runs, named by its HTML (`data-island-preload`, the
 * addresses with a space between): fetched beside its code rather than after it
 * (components/SiteSearch: Pagefind's fixed files).
 */
function preloadNamed(element: HTMLElement) {
  const named = element.querySelector<HTMLElement>('[data-island-preload]')
  preload(named?.dataset.islandPreload?.split(' ') ?? [])
  named?.removeAttribute('data-island-preload')
}

/**
 * Browser (pages/+client.ts): each island loads its code and starts (React hydrates it, or its
 * plain module enhances it) as its line in components/mdx/index.ts says ('reach', 'focus' or
 * 'view'), or at once if already reached for. Until then, and if its code cannot load, its HTML
 * stays; a failed load is tried at the next reach.
 */
export function startIslands(islands: Starters) {
  let near: IntersectionObserver | undefined
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = islands[element.dataset.island ?? '']
    if (!load) continue
    const reach = element.dataset.islandLoad === 'focus' ? FOCUS : REACH
    const start = () => {
      for (const type of reach) element.removeEventListener(type, start, CAPTURE)
      element.removeEventListener('island-near', start)
      preloadNamed(element)
      load().then(
        (begin) => begin(element),
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
