import { Container, MantineProvider } from '@mantine/core'
import type { MDXContent } from 'mdx/types'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { PageIslandsContext, pageIslands, type PageIslands } from '#components/Island'
import { mdxComponents } from '../components/mdx/components'
import { PageLinks } from '#components/PageLinks'
import { CurrentPath } from '#components/Breadcrumb'
import { Prose } from '#components/Prose'
import { Language, type PageLanguage } from '#components/Language'
import { defaultLanguage, languageOf, pathIn } from '#content/i18n'
import { translatedRoutes, translations } from './translations'
import { PageMeta, type PageMetaProps } from '#components/PageMeta'
import { form } from '#content/form'
import { site } from '#content/site'
import { ui } from '#content/ui'
import { cssVariablesResolver, theme } from '../theme'
import { netlifyForm, REQUEST_FORM_NAME } from '#lib/form-delivery'
import { PageData } from '#components/PageData'
import { FormFirstScript } from '#components/HtmlFirst'
import { explainRenderError } from '#lib/render-error'

/**
 * The one place a page becomes HTML: its MDX with the writers' components
 * (components/mdx), inside the layout, rendered by React on the server with
 * Mantine, as a whole document. Vike adds the stylesheet and the one shared
 * script (+client.ts). Nothing of React or Mantine runs in the browser but the
 * islands (components/Island), each rendered here into its own root.
 */
export async function onRenderHtml(pageContext: PageContextServer) {
  const { Layout, Head } = pageContext.config
  // The page's language (pages/+onBeforeRoute.ts) and its address in the first language.
  const code = pageContext.locale ?? defaultLanguage
  const route = pageContext.is404 ? '/404' : pageContext.urlPathname
  // A translated page is its pages/<address>/<code>.mdx (pages/translations.ts).
  const translation = translations[route]?.[code]
  // A page is its +Page.mdx (MDX's content component, its front matter the head's title and
  // description), or a developer's +Page.tsx whose +data gives them (pages/blog/@slug).
  const Page = translation?.default ?? (pageContext.config.Page as MDXContent | undefined)
  const pageMatter = translation?.frontmatter ?? pageContext.config.frontmatter
  const frontmatter = (pageContext.data as { meta?: PageMetaProps } | undefined)?.meta ?? pageMatter
  if (!Page || !Layout || !Head || !frontmatter)
    throw new Error(`${pageContext.urlPathname}: a page needs its +Page.mdx with front matter.`)
  const path = pathIn(route, code)
  const language: PageLanguage = {
    code,
    route,
    versions: [defaultLanguage, ...Object.keys(translations[route] ?? {})],
    translated: translatedRoutes(code),
  }

  /** The whole document around `content`, rendered by React. */
  const render = (meta: Omit<PageMetaProps, 'path'>, content: ReactNode, islands: PageIslands) =>
    renderToString(
      <html lang={languageOf(code).locale}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <PageMeta {...meta} path={path} language={language} />
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
              <Language value={language}>
                <CurrentPath value={path}>
                  <PageData value={pageContext.data}>
                    <Layout path={path}>{content}</Layout>
                  </PageData>
                </CurrentPath>
              </Language>
              {/* After the page, so that it knows the page's islands (React renders in order). */}
              <NetlifyForm rendered={islands.rendered} />
              <IslandForms rendered={islands.rendered} />
            </PageIslandsContext>
          </MantineProvider>
        </body>
      </html>,
    )

  let html: string
  try {
    // The error page shown for a page that failed (`npm run dev`: a page that
    // does not compile), or the page.
    const failure = pageContext.errorWhileRendering
    html = failure
      ? render(failed, <Failure message={withoutLog(failure)} />, await pageIslands())
      : render(
          frontmatter,
          pageMatter?.layout === 'prose' ? (
            // A page to read (front matter `layout: prose`): one column, "On this page".
            <Prose title={frontmatter.title} toc={translation?.toc ?? pageContext.config.toc}>
              <Page components={mdxComponents} />
            </Prose>
          ) : (
            <Page components={mdxComponents} routeParams={pageContext.routeParams} />
          ),
          await pageIslands(),
        )
  } catch (error) {
    // pageId "/pages/about": the writer's file is pages/about/+Page.mdx (or its translation).
    const file = `${pageContext.pageId?.slice(1)}/${translation ? `${code}.mdx` : '+Page.mdx'}`
    const explained = explainRenderError(error, file)
    // The build stops with it; `npm run dev` shows it in the page, for the writer to fix.
    if (!import.meta.env.DEV) throw explained
    html = render(failed, <Failure message={explained.message} />, await pageIslands())
  }
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`
}

const failed = { title: ui.errorPage.title, description: ui.errorPage.description, noindex: true }

/** An error's message without the lines Vike's log adds around it. */
const withoutLog = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .filter((line) => !/\[(vike|vite)\]/.test(line))
    .join('\n')
    .split(/\n\s*┌/)[0]!

/** A page that could not be shown (`npm run dev`): what went wrong, and the main pages. */
function Failure({ message }: { message: string }) {
  return (
    <Container py="xl">
      <h1>{failed.title}</h1>
      <pre role="alert" style={{ whiteSpace: 'pre-wrap' }}>
        {message}
      </pre>
      <PageLinks />
    </Container>
  )
}

/** A page with an island gets the script that holds its forms until the island's code arrives. */
function IslandForms({ rendered }: { rendered: readonly string[] }) {
  return rendered.length > 0 ? <FormFirstScript /> : null
}

/**
 * With Netlify Forms (content/site.yaml), a page with the contact form (or the request form) ends
 * with the hidden static copy of it that Netlify's deploy step registers
 * (docs/form-delivery.md). Outside the island: Netlify edits it.
 */
function NetlifyForm({ rendered }: { rendered: readonly string[] }) {
  if (site.formProvider !== 'netlify') return null
  // The privacy request form (components/RequestForm) is registered under a name of its own.
  const forms = [
    rendered.includes('ContactForm') && netlifyForm({ marketing: form.marketingConsent.enabled }),
    rendered.includes('RequestForm') && netlifyForm({ name: REQUEST_FORM_NAME }),
  ].filter(Boolean)
  if (!forms.length) return null
  return <div hidden dangerouslySetInnerHTML={{ __html: forms.join('') }} />
}
