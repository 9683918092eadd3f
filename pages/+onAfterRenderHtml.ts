import type { PageContextServer } from 'vike/types'

/**
 * Server side, once the page is rendered: a component that failed (its
 * settings in the page, or its code) stops the build, naming the page and
 * the error (recorded by +react.server.ts).
 */
export default function onAfterRenderHtml(pageContext: PageContextServer) {
  const { renderError } = pageContext as { renderError?: unknown }
  if (!renderError) return
  const { file } = (pageContext.data ?? {}) as { file?: string }
  const message = renderError instanceof Error ? renderError.message : String(renderError)
  throw Object.assign(
    new Error(
      `${file ?? pageContext.urlPathname} — part of this page failed to render: ${message}. Fix: check the settings of the component named in the error (WRITING.md), or open the page with \`npm run dev\`.`,
    ),
    { cause: renderError },
  )
}
