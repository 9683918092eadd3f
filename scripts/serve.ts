// Serves dist/client as Cloudflare, Netlify and dist/nginx.conf do: /about is about.html, and
// /about/ and /about.html redirect to it (one address a page); compression; the headers of
// dist/client/_headers; 404.html with status 404. Used by `npm start` and the browser tests;
// tests/e2e/hosts.test.ts holds it to the same answers as nginx and Cloudflare's runtime.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Duplex } from 'node:stream'
import compression from 'compression'
import sirv from 'sirv'

const dist = path.resolve(import.meta.dirname, '../dist')

export interface ServeOptions {
  /** 0 picks a free port. */
  port?: number
  /** The build to serve (default dist). */
  outDir?: string
  /** Answers a request itself when it returns true (tests use it for a form endpoint). */
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean
}

export function startServer({ port = 0, outDir = dist, handle }: ServeOptions = {}) {
  const root = path.join(outDir, 'client')
  const compress = compression()
  const rules = readHeaderRules(path.join(root, '_headers'))
  // The build's .br/.gz files are served as they are; anything else is compressed on the fly.
  const assets = sirv(root, { extensions: ['html'], etag: true, brotli: true, gzip: true })
  const notFound = readFileSync(path.join(root, '404.html'))
  const server = createServer((req, res) => {
    // A request line no browser sends (`GET http://[ HTTP/1.1`) is answered, not thrown.
    const pathname = URL.parse(req.url ?? '/', 'http://localhost')?.pathname
    if (pathname === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
      return void res.end('Bad request\n')
    }
    for (const rule of rules) {
      if (!rule.pattern.test(pathname)) continue
      for (const [name, value] of rule.headers)
        if (value === undefined) res.removeHeader(name)
        else res.setHeader(name, name === 'Content-Security-Policy' ? overHttp(value) : value)
    }
    if (handle?.(req, res)) return
    const canonical = canonicalPath(pathname)
    if (canonical !== pathname) {
      const query = /\?.*/.exec(req.url ?? '')?.[0] ?? ''
      return void res.writeHead(308, { Location: canonical + query }).end()
    }
    // The live site's editor, when the build has it: its API (as functions/node.ts behind nginx),
    // and one page at every address inside /keystatic/.
    if (pathname.startsWith('/api/keystatic/'))
      return void import('../functions/node.ts').then(({ server }) =>
        server.emit('request', req, res),
      )
    if (pathname.startsWith('/keystatic/') && existsSync(path.join(root, 'keystatic.html')))
      req.url = '/keystatic.html'
    if (pathname === '/_headers') req.url = '/.not-served'
    compress(req as never, res as never, () => {
      assets(req, res, () => {
        res.statusCode = 404
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(notFound)
      })
    })
  })
  // CONNECT asks for a tunnel, which Node hands to a 'connect' listener and, without one, ends the
  // connection unanswered: answer it, as a static host does.
  server.on('connect', (_req, socket: Duplex) => {
    const text = "This server serves the site's files: it is not a proxy.\n"
    socket.on('error', () => {})
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    )
  })
  return new Promise<{ url: string; close: () => void }>((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as { port: number }
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => server.close() })
    })
  })
}

/**
 * The one address of what `pathname` asks for: /about for /about/ and /about.html, / for
 * /index.html. A path that starts with two slashes is left alone (a redirect to it would leave
 * the site).
 */
export function canonicalPath(pathname: string) {
  if (pathname.startsWith('//')) return pathname
  if (/^\/index(\.html)?$/.test(pathname)) return '/'
  return pathname.replace(/(.)\/$/, '$1').replace(/(.)\.html$/, '$1')
}

/** The file of a prerendered page (Vike's prerender.noExtraDir): / is index.html, /about about.html. */
export const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/** Every page in a build's client folder as [route, file] (pageFile's inverse), by route. */
export const builtPages = (root: string): [string, string][] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .map((file): [string, string] => [
      file === 'index.html' ? '/' : `/${file.slice(0, -5)}`,
      path.join(root, file),
    ])
    .sort(([a], [b]) => a.localeCompare(b))

/**
 * Plain http on loopback: `upgrade-insecure-requests` would make WebKit ask for every file over
 * https, which nothing answers here (an unstyled page). A real host serves https and keeps it.
 */
const overHttp = (csp: string) => csp.replace(/;\s*upgrade-insecure-requests\b/, '')

/**
 * Parses a `_headers` file (`content`, read from `file` when not given): a path pattern, then indented
 * `Name: value` lines; `! Name` removes a header an earlier rule set (its value is then undefined).
 */
export function readHeaderRules(
  file: string,
  content = existsSync(file) ? readFileSync(file, 'utf8') : '',
) {
  const rules: { pattern: RegExp; headers: [string, string | undefined][] }[] = []
  for (const [index, line] of content.split('\n').entries()) {
    const text = line.trim()
    if (!text || text.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
    } else {
      const [name = '', value] = text.startsWith('!') ? [text.slice(1)] : text.split(/:(.*)/)
      if (value === undefined && !text.startsWith('!'))
        throw new Error(
          `${file}, line ${index + 1}: "${text}" is not "Name: value" (a header) nor "! Name" (a header removed)`,
        )
      rules.at(-1)?.headers.push([name.trim(), value?.trim()])
    }
  }
  return rules
}

if (process.argv[1] === import.meta.filename) {
  const port = Number(process.env.PORT ?? 4173)
  const { url } = await startServer({ port })
  console.log(`Serving dist/client at ${url}`)
}
