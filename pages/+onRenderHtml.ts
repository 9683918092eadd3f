import { existsSync, readFileSync } from 'node:fs'
import type { PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderHtml'
import { pages } from 'virtual:site-pages'
import { onDemandLoaded } from '../components/OnDemand'

interface InjectFilterEntry {
  assetType: string | null
  isEntry: boolean
  inject: false | 'HTML_BEGIN' | 'HTML_END'
}

/**
 * vike-react's HTML, once every components/OnDemand part has its code, with one
 * change to what Vike injects: no <link rel="modulepreload"> for the page's
 * JavaScript chunks, so they do not compete with the HTML, the stylesheet and
 * the font for the first paint. (After the build, scripts/postbuild.mjs also
 * makes the entry script itself wait for the first paint.) Measured by
 * `npm run bench` (README, Performance).
 */
export default async function onRenderHtml(pageContext: PageContextServer) {
  // Parts whose code the browser loads on demand are rendered in full here.
  await onDemandLoaded()
  const documentHtml = await renderWithVikeReact(pageContext as never)
  // An error inside one of +Layout.tsx's <Suspense> boundaries does not stop
  // React's server render: it leaves an empty <!--$!--> and says nothing.
  // Render once more without the boundaries, so the error stops the build with
  // its own message (e.g. "phoneNumber is not defined" for a stray {phoneNumber}).
  const { pageHtmlString } = pageContext as { pageHtmlString?: string }
  if (pageHtmlString?.includes('<!--$!-->')) {
    Object.assign(pageContext, { withoutBoundaries: true })
    const file =
      pages.find((page) => page.route === pageContext.urlPathname)?.file ??
      (pageContext.pageId === '/pages/_error'
        ? `pages/_error/${pageContext.is404 === false ? 'error' : 'not-found'}.mdx`
        : `${pageContext.pageId?.slice(1) ?? 'pages'}/+Page.tsx`)
    try {
      await renderWithVikeReact(pageContext as never)
    } catch (error) {
      throw explainRenderError(error, file)
    }
    throw new Error(`${file} — part of this page failed to render on the server.`)
  }
  return {
    documentHtml,
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) {
        if (asset.assetType === 'script' && !asset.isEntry) asset.inject = false
      }
    },
  }
}

/** A server render error, said to the writer of the page. */
function explainRenderError(error: unknown, file: string): Error {
  const message = error instanceof Error ? error.message : String(error)
  const undefinedName = /^(\w+) is not defined$/.exec(message)?.[1]
  const line = undefinedName ? lineOf(file, new RegExp(`\\{\\s*${undefinedName}\\b`)) : undefined
  const where = line ? `${file}:${line}` : file
  const explained = undefinedName
    ? `${where} — "{${undefinedName}}" is read as code, and this page has nothing called ${undefinedName}. Fix: write \\{${undefinedName}\\} to show the braces, or write the text without them.`
    : `${where} — this page failed to render: ${message}. Fix: check the component named in the error and its settings (WRITING.md), or open the page with \`npm run dev\`.`
  return Object.assign(new Error(explained), { cause: error })
}

/** The first line of a page's source that matches, counted from 1. */
function lineOf(file: string, pattern: RegExp): number | undefined {
  if (!existsSync(file)) return undefined
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((text) => pattern.test(text))
  return index === -1 ? undefined : index + 1
}
