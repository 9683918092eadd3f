/**
 * The editor's API for an nginx host: a Node process on 127.0.0.1 that dist/nginx.conf proxies
 * /api/keystatic/ to (PORT, default 8788), with the KEYSTATIC_* secrets in its environment:
 * `node --import tsx functions/node.ts` (docs/editor.md has a systemd unit).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { editorApi, failure } from './editor'

const api = editorApi(process.env)

/** The API's answer to one request (404 outside /api/keystatic/ and for other methods). */
async function answer(req: IncomingMessage): Promise<Response> {
  // nginx passes the address the writer asked for: the site's name and its scheme.
  const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
  const url = URL.parse(req.url ?? '/', `${scheme}://${req.headers.host ?? 'localhost'}`)
  if (!url?.pathname.startsWith('/api/keystatic/') || !['GET', 'HEAD'].includes(req.method!))
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value)
  return api(new Request(url, { method: req.method, headers }))
}

async function send(res: ServerResponse, response: Response) {
  response.headers.forEach((value, name) => name !== 'set-cookie' && res.setHeader(name, value))
  res.setHeader('Set-Cookie', response.headers.getSetCookie())
  res.writeHead(response.status).end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Any failure ends its own request with an answer (functions/editor.ts, failure), never the
 * process: an unhandled rejection here would stop sign-in for every writer.
 */
export const server = createServer((req, res) => {
  answer(req)
    .then((response) => send(res, response))
    .catch((error: unknown) =>
      res.headersSent ? res.destroy() : send(res, failure(error)).catch(() => res.destroy()),
    )
})

if (process.argv[1] === import.meta.filename) {
  const port = Number(process.env.PORT ?? 8788)
  server.listen(port, '127.0.0.1', () =>
    console.log(`The editor's API answers at http://127.0.0.1:${port}/api/keystatic/`),
  )
}
