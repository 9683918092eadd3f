import { MantineProvider } from '@mantine/core'
import type { MDXContent } from 'mdx/types'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { PageIslandsContext, pageIslands } from '../components/Island'
import { mdxComponents } from '../components/mdx/components'
import { PageMeta } from '../components/PageMeta'
import { site } from '../content/site'
import { ui } from '../content/ui'
import { cssVariablesResolver, theme } from '../theme'
import { netlifyForm } from '../tooling/form-delivery.mjs'
import { explainRenderError } from '../tooling/render-error'

/**
 * The one place a page becomes HTML: its MDX with the writers' components
 * (components/mdx), inside the layout, rendered by React on the server with
 * Mantine, as a whole document. Vike adds the stylesheet and the one shared
 * script (+client.ts). Nothing of React or Mantine runs in the browser but the
 * islands (components/Island), each rendered here into its own root.
 */
export async function onRenderHtml(pageContext: PageContextServer) {
  const { Layout, Head, frontmatter } = pageContext.config
  // A page is its +Page.mdx: MDX's content component.
  const Page = pageContext.config.Page as MDXContent | undefined
  if (!Page || !Layout || !Head || !frontmatter)
    throw new Error(`${pageContext.urlPathname}: a page needs its +Page.mdx with front matter.`)
  const islands = await pageIslands()
  const path = pageContext.is404 ? '/404' : pageContext.urlPathname
  const failure = pageContext.errorWhileRendering === undefined ? undefined : errorText(pageContext)
  const document = (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageMeta {...(failure ? failure.meta : frontmatter)} path={path} />
        <Head />
      </head>
      <body>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          // Mantine's variables and helper classes are written once, into the
          // head (+Head.tsx); the colour scheme is the inline script's.
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <PageIslandsContext value={islands}>
            <Layout path={path}>
              {failure?.message && <pre role="alert">{failure.message}</pre>}
              <Page components={mdxComponents} />
            </Layout>
            {/* After the page, so that it knows the page's islands (React renders in order). */}
            <NetlifyForm rendered={islands.rendered} />
          </PageIslandsContext>
        </MantineProvider>
      </body>
    </html>
  )
  try {
    return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(renderToString(document))}`
  } catch (error) {
    // pageId "/pages/about": the writer's file is pages/about/+Page.mdx.
    throw explainRenderError(error, `${pageContext.pageId?.slice(1)}/+Page.mdx`)
  }
}

/**
 * With Netlify Forms (content/site.yaml), a page with the contact form ends
 * with the hidden static copy of it that Netlify's deploy step registers
 * (README, "Contact form delivery"). Outside the island: Netlify edits it.
 */
function NetlifyForm({ rendered }: { rendered: readonly string[] }) {
  if (!rendered.includes('ContactForm') || site.formProvider !== 'netlify') return null
  return <div hidden dangerouslySetInnerHTML={{ __html: netlifyForm() }} />
}

/**
 * A page that failed to render (only in `npm run dev`: the build stops
 * instead): the 404 page's content under a title that says so, and in dev the
 * error itself, so a writer sees what to fix.
 */
function errorText({ errorWhileRendering: error }: PageContextServer) {
  return {
    meta: { title: ui.errorPage.title, description: ui.errorPage.description, noindex: true },
    message: import.meta.env.DEV && error instanceof Error ? error.message : '',
  }
}
