import { LazyMotion, m, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import classes from './PageTransition.module.css'

/** Length of the fade between pages, in seconds (spec §9). */
export const PAGE_FADE_SECONDS = 0.3

const loadFeatures = () => import('./motionFeatures').then((mod) => mod.default)

/**
 * The page's <main>. The prerendered page is shown as it is (no fade on the
 * first render, so nothing in the HTML starts at opacity 0); each client-side
 * navigation fades the new page in, unless the visitor prefers reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { urlPathname, isClientSide, isHydration } = usePageContext()
  const reduceMotion = useReducedMotion()
  // Only a client-side navigation fades: never the server render, never hydration.
  const fade = isClientSide && !isHydration && !reduceMotion
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.main
        key={urlPathname}
        id="main"
        tabIndex={-1}
        className={classes.main}
        initial={fade ? { opacity: 0 } : false}
        animate={{ opacity: 1 }}
        transition={{ duration: PAGE_FADE_SECONDS, ease: 'easeOut' }}
      >
        {children}
      </m.main>
    </LazyMotion>
  )
}
