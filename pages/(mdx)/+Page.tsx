import type { ComponentType } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { loadedPage } from 'virtual:site-pages'

/**
 * The writer's page for this address (pages/about.mdx for /about): loaded on
 * the server by +data.ts, in the browser by +onBeforeRender.client.ts.
 */
export default function Page() {
  const pageContext = usePageContext() as { Content?: ComponentType; urlPathname: string }
  const Content = pageContext.Content ?? loadedPage(pageContext.urlPathname)
  if (!Content) throw new Error(`No page was loaded for ${pageContext.urlPathname}`)
  // Content is a module's export, the same function on every render for this
  // page, not a component made during render (what this rule guards against).
  // eslint-disable-next-line react-hooks/static-components
  return <Content />
}
