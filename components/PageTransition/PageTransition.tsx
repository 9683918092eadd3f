import { animate } from 'framer-motion/dom/mini'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import classes from './PageTransition.module.css'

/** Length of the fade between pages, in seconds (spec §9). */
export const PAGE_FADE_SECONDS = 0.3

/**
 * The page's <main>. The prerendered page is shown as it is: nothing in the
 * HTML starts transparent and hydration does not fade. Each client-side
 * navigation fades the new page in over 0.3 s, before it is painted, unless
 * the visitor prefers reduced motion. framer-motion's WAAPI `animate` (about
 * 2 kB) does the fade, so no animation runtime loads with the page.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { urlPathname, isClientSide, isHydration } = usePageContext()
  const main = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    if (!isClientSide || isHydration || !main.current) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const fade = animate(
      main.current,
      { opacity: [0, 1] },
      { duration: PAGE_FADE_SECONDS, ease: 'easeOut' },
    )
    return () => fade.stop()
  }, [urlPathname, isClientSide, isHydration])
  return (
    <main ref={main} id="main" tabIndex={-1} className={classes.main}>
      {children}
    </main>
  )
}
