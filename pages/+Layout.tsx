import type { ReactNode } from 'react'
import { ChatWidget } from '../components/ChatWidget'
import { Footer } from '../components/Footer'
import { Header } from '../components/Header'
import { PageTransition } from '../components/PageTransition'
import { RouteAnnouncer } from '../components/RouteAnnouncer'
import { SkipLink } from '../components/SkipLink'

// The visible frame every page shares.
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <PageTransition>{children}</PageTransition>
      <Footer />
      <ChatWidget />
      <RouteAnnouncer />
    </>
  )
}
