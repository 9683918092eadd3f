/**
 * The editor's API for an nginx host: a Node process on 127.0.0.1 that dist/nginx.conf proxies
 * /api/keystatic/ to (PORT, default 8788), with the KEYSTATIC_* secrets in its environment:
 * `node --import tsx functions/node.ts` (docs/editor.md has a systemd unit).
 */
import { createServer } from 'node:http'
import { editorApi } from './editor'

const api = editorApi(process.env)

export const server = createServer(async (req, res) => {
  // nginx passes the address the writer asked for: the site's name and its scheme.
  const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
  const url = URL.parse(req.url ?? '/', `${scheme}://${req.headers.host ?? 'localhost'}`)
  if (!url?.pathname.startsWith('/api/keystatic/') || !['GET', 'HEAD'].includes(req.method!)) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n')
    return
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value)
  const response = await api(new Request(url, { method: req.method, headers }))
  response.headers.forEach((value, name) => name !== 'set-cookie' && res.setHeader(name, value))
  res.setHeader('Set-Cookie', response.headers.getSetCookie())
  res.writeHead(response.status).end(Buffer.from(await response.arrayBuffer()))
})

if (process.argv[1] === import.meta.filename) {
  const port = Number(process.env.PORT ?? 8788)
  server.listen(port, '127.0.0.1', () =>
    console.log(`The editor's API answers at http://127.0.0.1:${port}/api/keystatic/`),
  )
}
