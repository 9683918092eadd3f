import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { whenReached } from '../OnDemand/whenReached'
import classes from './PageTransition.module.css'

/** Length of the fade between pages, in seconds (spec §9). */
export const PAGE_FADE_SECONDS = 0.3

type Fader = typeof import('framer-motion/dom/mini')
let fader: Promise<Fader> | undefined
/** framer-motion's WAAPI `animate` (2.6 kB gzip), loaded once, on first need. */
const loadFader = () => (fader ??= import('framer-motion/dom/mini'))

/** How long a new page may stay transparent waiting for the fade's code. */
const FADER_WAIT_MS = 150

/**
 * The page's <main>. The prerendered page is shown as it is: nothing in the
 * HTML starts transparent and hydration does not fade. Each client-side
 * navigation fades the new page in over 0.3 s, before it is painted, unless
 * the visitor prefers reduced motion. framer-motion's `animate` does the fade;
 * it is not part of the page's first load but is fetched when the visitor
 * first points at, touches or focuses a link (or navigates with Back).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { urlPathname, isClientSide, isHydration } = usePageContext()
  const main = useRef<HTMLElement>(null)

  // A visitor reaching for a link is about to navigate: the fade's code loads then.
  useEffect(() => whenReached((target) => !!target.closest('a[href]'), loadFader), [])

  useLayoutEffect(() => {
    const element = main.current
    if (!isClientSide || isHydration || !element) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    // Transparent before the first paint; the fade starts as soon as its code
    // is there (at once when it was fetched on the link's hover or focus). If
    // it is not there within FADER_WAIT_MS the page shows without a fade.
    element.style.opacity = '0'
    let stop = () => {}
    let cancelled = false
    const giveUp = setTimeout(() => {
      cancelled = true
      element.style.opacity = ''
    }, FADER_WAIT_MS)
    loadFader().then(
      ({ animate }) => {
        clearTimeout(giveUp)
        if (cancelled) return
        const fade = animate(
          element,
          { opacity: [0, 1] },
          { duration: PAGE_FADE_SECONDS, ease: 'easeOut' },
        )
        stop = () => fade.stop()
      },
      () => {
        clearTimeout(giveUp)
        element.style.opacity = ''
      },
    )
    return () => {
      cancelled = true
      clearTimeout(giveUp)
      stop()
      element.style.opacity = ''
    }
  }, [urlPathname, isClientSide, isHydration])

  return (
    <main ref={main} id="main" tabIndex={-1} className={classes.main}>
      {children}
    </main>
  )
}
