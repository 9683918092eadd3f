/**
 * The editor's API for an nginx host: a Node process on 127.0.0.1 that dist/nginx.conf proxies
 * /api/keystatic/ to (PORT, default 8788), with the KEYSTATIC_* secrets in its environment:
 * `node --import tsx functions/node.ts` (docs/editor.md has a systemd unit).
 */
import { createServer } from 'node:http'
import { getRequestListener, RequestError } from '@hono/node-server'
import { editorApi, failure } from './editor'

const api = editorApi(process.env)

/** The API's answer to one request (404 outside /api/keystatic/ and for other methods). */
function answer(request: Request): Promise<Response> | Response {
  const url = new URL(request.url)
  if (!url.pathname.startsWith('/api/keystatic/') || !['GET', 'HEAD'].includes(request.method))
    return new Response('Not found\n', { status: 404 })
  // nginx passes the address the writer asked for: the site's name and its scheme.
  if (request.headers.get('x-forwarded-proto') === 'https') url.protocol = 'https:'
  return api(new Request(url, request))
}

/**
 * @hono/node-server: Node's request as a fetch Request (a Host that makes no address is a 400). A
 * failure ends its request with an answer (failure), never the process, which serves every writer.
 */
export const server = createServer(
  getRequestListener(answer, {
    hostname: 'localhost',
    errorHandler: (error) =>
      error instanceof RequestError
        ? new Response(`Bad request: ${error.message}.\n`, { status: 400 })
        : failure(error),
  }),
)

if (process.argv[1] === import.meta.filename) {
  const port = Number(process.env.PORT ?? 8788)
  server.listen(port, '127.0.0.1', () =>
    console.log(`The editor's API answers at http://127.0.0.1:${port}/api/keystatic/`),
  )
}
