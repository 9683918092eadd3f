import type { ComponentType } from 'react'

/** What counts as reaching for an island: a pointer over it or down on it, a touch, focus, a submit. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'submit'] as const
const CAPTURE = { capture: true, passive: true }

type Loaders = Record<string, () => Promise<ComponentType<object>>>

/**
 * Browser (pages/+client.ts): each island on the page (components/Island)
 * loads its code and hydrates when the visitor first reaches for it, or at once
 * if they already have (a field focused, a form submitted before this script
 * ran). Until then, and for good if its code cannot load, the prerendered HTML
 * stays as it is, with whatever the visitor typed; a failed load is tried again
 * at the next reach.
 */
export function startIslands(islands: Loaders) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = islands[element.dataset.island ?? '']
    if (!load) continue
    const start = () => {
      for (const type of INTENT) element.removeEventListener(type, start, CAPTURE)
      Promise.all([import('./hydrate'), load()]).then(
        ([{ hydrate }, Component]) => hydrate(element, Component),
        (error: unknown) => {
          console.warn(`The code of <${element.dataset.island}> could not be loaded.`, error)
          arm()
        },
      )
    }
    const arm = () => {
      for (const type of INTENT) element.addEventListener(type, start, CAPTURE)
    }
    if (element.contains(document.activeElement) || element.querySelector('[data-held-submit]'))
      start()
    else arm()
  }
}
