import type { PageContextServer } from 'vike/types'

/**
 * React on the server: an error inside a component is kept on the page's
 * context, for +onAfterRenderHtml.ts to stop the build with it. (React would
 * otherwise leave an empty part in the HTML and carry on.)
 */
export default (pageContext: PageContextServer) => ({
  renderToStreamOptions: {
    onBoundaryError(error: unknown) {
      Object.assign(pageContext, { renderError: error })
    },
  },
})
