// Serves dist/client the way a static host does: /about -> about/index.html,
// gzip/brotli compression, hashed assets cached for a year, and 404.html with
// status 404 for anything else. Used by `npm start` and the browser tests.
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import sirv from 'sirv'

const dist = path.resolve(fileURLToPath(import.meta.url), '../../dist')

/**
 * @param {object} options
 * @param {number} [options.port] 0 picks a free port
 * @param {Record<string, string>} [options.headers] extra response headers
 * @param {string} [options.outDir] the build to serve (default dist)
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} [options.handle]
 *   answers a request itself when it returns true (tests use it for a form endpoint)
 */
export function startServer({ port = 0, headers = {}, outDir = dist, handle } = {}) {
  const root = path.join(outDir, 'client')
  const compress = compression()
  const assets = sirv(root, {
    extensions: ['html'],
    etag: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      } else {
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
      }
    },
  })
  const notFound = readFileSync(path.join(root, '404.html'))
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (handle?.(req, res)) return
    compress(req, res, () => {
      assets(req, res, () => {
        res.statusCode = 404
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(notFound)
      })
    })
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address()
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => server.close() })
    })
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173)
  const { url } = await startServer({ port })
  console.log(`Serving dist/client at ${url}`)
}
