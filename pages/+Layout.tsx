import { Fragment, Suspense, useEffect, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ChatWidget } from '../components/ChatWidget'
import { Footer } from '../components/Footer'
import { Header } from '../components/Header'
import { PageTransition } from '../components/PageTransition'
import { RouteAnnouncer } from '../components/RouteAnnouncer'
import { SkipLink } from '../components/SkipLink'

// The visible frame every page shares.
//
// The <Suspense> boundaries never show a fallback (nothing in them waits for
// data); they split hydration. React hydrates the header first, in one task,
// then each boundary's content at low priority in slices of a few
// milliseconds, so the main thread stays free for taps and scrolling, and a
// tap inside a part that is not hydrated yet hydrates that part first.
export default function Layout({ children }: { children: ReactNode }) {
  // Set by +onRenderHtml.ts only to surface a server render error.
  const { withoutBoundaries } = usePageContext() as { withoutBoundaries?: boolean }
  const Boundary = withoutBoundaries ? Fragment : Suspense
  return (
    <>
      <SkipLink />
      <Header />
      <PageTransition>
        <Boundary>
          {children}
          <HydrationMark part="main" />
        </Boundary>
      </PageTransition>
      <Boundary>
        <Footer />
        <ChatWidget />
        <HydrationMark part="footer" />
      </Boundary>
      <RouteAnnouncer />
    </>
  )
}

/**
 * Writes data-hydrated-<part>="true" on <html> once its part of the page has
 * hydrated (+onHydrationEnd.ts marks the header); the browser tests wait for
 * all three before they click.
 */
function HydrationMark({ part }: { part: string }) {
  useEffect(() => {
    document.documentElement.setAttribute(`data-hydrated-${part}`, 'true')
  }, [part])
  return null
}
