/**
 * The site on Cloudflare (wrangler.jsonc): dist/client's files, served with _headers, and the
 * editor's API. It runs only for the paths wrangler.jsonc's run_worker_first names; every other
 * request is answered with a file without it.
 */
import { editorApi, failure, type EditorEnv } from './editor'

interface Env extends EditorEnv {
  ASSETS: { fetch: (request: Request | URL) => Promise<Response> }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    // A failure ends this request with a sentence (functions/editor.ts, failure), as on Node.
    try {
      const url = new URL(request.url)
      if (url.pathname.startsWith('/api/keystatic/')) return await editorApi(env)(request)
      // The editor's addresses (/keystatic/branch/main/…) are all its one page (when the build has
      // it); /keystatic/ is /keystatic, as every page has one address.
      if (url.pathname === '/keystatic/') return Response.redirect(new URL('/keystatic', url), 308)
      if (url.pathname.startsWith('/keystatic/'))
        return await env.ASSETS.fetch(new URL('/keystatic', url))
      return await env.ASSETS.fetch(request)
    } catch (error) {
      return failure(error)
    }
  },
}
