import '../styles/mantine.css'
import '../styles/fonts.css'
import '../styles/global.css'
import { use, type ReactNode } from 'react'
import { Language } from '#components/Language'
import { sectionOf } from '#lib/site-index'
import { ChatWidget } from '#components/ChatWidget'
import { SpeculationRules } from '#components/HtmlFirst'
import { JsonLd } from '#components/JsonLd'
import { organizationJsonLd } from '#content/structured-data'
import { Footer } from '#components/Footer'
import { Header } from '#components/Header'
import { SkipLink } from '#components/SkipLink'

/** The visible frame every page shares; `path` is the page's address (the header marks its link). */
export default function Layout({ children, path }: { children: ReactNode; path: string }) {
  return (
    <>
      <SkipLink />
      <Header current={path} />
      {/* Its section, for search (tooling/search-index.ts indexes each page's <main>). */}
      <main
        id="main"
        tabIndex={-1}
        data-pagefind-filter={`section:${sectionOf(use(Language).route)}`}
      >
        {children}
      </main>
      <Footer />
      <ChatWidget />
      {/* After the page, as the HTML standard allows: the head's bytes go to the first screen's
          CSS (tooling/page-css.ts). */}
      <SpeculationRules />
      <JsonLd data={organizationJsonLd} />
    </>
  )
}
