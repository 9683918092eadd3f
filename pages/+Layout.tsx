import '../styles/mantine.css'
import '../styles/fonts.css'
import '../styles/global.css'
import type { ReactNode } from 'react'
import { ChatWidget } from '#components/ChatWidget'
import { Footer } from '#components/Footer'
import { Header } from '#components/Header'
import { SkipLink } from '#components/SkipLink'

/** The visible frame every page shares; `path` is the page's address (the header marks its link). */
export default function Layout({ children, path }: { children: ReactNode; path: string }) {
  return (
    <>
      <SkipLink />
      <Header current={path} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatWidget />
    </>
  )
}
