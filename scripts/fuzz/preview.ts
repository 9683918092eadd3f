/**
 * Generated raw requests to the preview server (scripts/serve.ts, `npm run preview`) over TCP
 * (issue 48, part 2): random methods, paths (`..` plain and %-encoded, encoded slashes and
 * backslashes, %00, huge addresses, Tamil), HTTP versions and headers, each on its own connection.
 * The server must answer each one with an HTTP status line, keep serving, and never send a file
 * outside dist/client: canary files beside it, one folder up and two, hold a text that no answer
 * may contain.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { startServer } from '../serve.ts'

/** The canary: in no file of dist/client, in every file around it. */
export const CANARY = 'CANARY-7f3c9a-outside-dist-client'

export interface Preview {
  url: string
  port: number
  stop: () => void
}

/** A build's folder as serve.ts reads it, with canaries outside dist/client; the server on it. */
export async function startPreview(): Promise<Preview> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fuzz-preview-'))
  const dist = path.join(work, 'dist')
  const client = path.join(dist, 'client')
  mkdirSync(path.join(client, 'assets'), { recursive: true })
  mkdirSync(path.join(client, 'blog'))
  writeFileSync(path.join(client, 'index.html'), '<h1>Home</h1>')
  writeFileSync(path.join(client, 'about.html'), '<h1>About</h1>')
  writeFileSync(path.join(client, 'blog/first-post.html'), '<h1>First post</h1>')
  writeFileSync(path.join(client, '404.html'), '<p>Not found</p>')
  writeFileSync(path.join(client, 'assets/site.js'), 'console.log("site")')
  writeFileSync(path.join(client, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
  for (const file of [
    path.join(dist, 'secret.txt'),
    path.join(dist, 'client-secret.txt'),
    path.join(dist, 'nginx.conf'),
    path.join(work, 'secret.txt'),
    path.join(work, 'package.json'),
    path.join(os.tmpdir(), `${path.basename(work)}.txt`),
  ])
    writeFileSync(file, `${CANARY} ${file}`)
  const server = await startServer({ outDir: dist })
  return {
    url: server.url,
    port: Number(new URL(server.url).port),
    stop: () => {
      server.close()
      rmSync(work, { recursive: true, force: true })
      rmSync(`${work}.txt`, { force: true })
    },
  }
}

/** One request as bytes go on the wire. */
export interface RawRequest {
  method: string
  target: string
  version: string
  headers: string[]
  newline: '\r\n' | '\n'
}

const SEGMENTS = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '...',
  '....//',
  '%2f',
  '%2F',
  '%5c',
  '\\',
  '%00',
  '%0d%0a',
  '%',
  '%E0%A4%A',
  'secret.txt',
  'client-secret.txt',
  'nginx.conf',
  'package.json',
  'dist',
  'client',
  'about',
  'about.html',
  'about%2ehtml',
  'index.html',
  '_headers',
  'assets',
  'site.js',
  'blog',
  'first-post',
  'keystatic',
  'api',
  'தமிழ்',
  '%E0%AE%A4',
  '',
  '.',
  ';',
  '?x=..%2f',
  '#frag',
]

const target = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 7 })
      .map((parts) => `/${parts.join('/')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '*',
      '',
      'secret.txt',
      '../secret.txt',
      '//secret.txt',
      '///../../secret.txt',
      'http://127.0.0.1/../secret.txt',
      'http://[',
      'http://evil.example/about',
      'https://x/%2e%2e/%2e%2e/secret.txt',
      '127.0.0.1:80',
      '/about?' + '..%2f'.repeat(10),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(2_000, 9_000, 20_000, 100_000)
      .map((length) => `/${'a/..'.repeat(length / 4)}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map((s) => `/${s}`) },
)

const HEADERS = [
  'Accept-Encoding: br, gzip',
  'Accept-Encoding: gzip;q=0, identity;q=0',
  'Accept-Encoding: \u00ff\u00fe',
  'Range: bytes=0-3',
  'Range: bytes=99999-',
  'Range: bytes=-1,-2,-3',
  'If-None-Match: *',
  'If-Modified-Since: yesterday',
  'Host: evil.example',
  'Host: ',
  'Host: a b',
  'Host: 127.0.0.1',
  'X-Forwarded-Proto: https',
  'Content-Length: 5',
  'Content-Length: -1',
  'Content-Length: 1, 2',
  'Transfer-Encoding: chunked',
  'Transfer-Encoding: gzip, chunked',
  'Expect: 100-continue',
  'Upgrade: websocket',
  'Connection: Upgrade',
  'Cookie: keystatic-gh-refresh-token=x',
  'no colon here',
  ' folded: line',
  ': empty name',
  'X-Big: ' + 'x'.repeat(20_000),
  'X-Tamil: தமிழ்',
  'X-Null: a\u0000b',
]

export const rawRequest: fc.Arbitrary<RawRequest> = fc.record({
  method: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD') },
    {
      weight: 2,
      arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PATCH'),
    },
    { weight: 1, arbitrary: fc.constantFrom('get', 'BREW', '', 'G ET', 'GET\u0000') },
  ),
  target,
  version: fc.oneof(
    { weight: 8, arbitrary: fc.constant('HTTP/1.1') },
    { weight: 1, arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', '', 'HTTP/1.1 x') },
  ),
  headers: fc.array(fc.constantFrom(...HEADERS), { maxLength: 3 }),
  newline: fc.constantFrom('\r\n' as const, '\r\n' as const, '\n' as const),
})

/** The request's bytes, ending with `Connection: close` so the server ends the answer. */
export const wire = ({ method, target, version, headers, newline }: RawRequest) =>
  Buffer.from(
    [`${method} ${target} ${version}`.trimEnd(), 'Host: 127.0.0.1', ...headers, 'Connection: close']
      .map((line) => line + newline)
      .join('') + newline,
    'utf8',
  )

/** Sends bytes on a new connection; the whole answer, or '' when the server closed without one. */
export function exchange(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write(bytes))
    socket.setTimeout(15_000, () => socket.destroy())
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
    socket.on('error', () => {})
  })
}

const STATUS_LINE = /^HTTP\/1\.[01] [1-5]\d\d [^\r\n]*\r\n/

/** Undefined when the server answered right and still serves; else what went wrong. */
export async function checkRaw(preview: Preview, request: RawRequest): Promise<string | undefined> {
  const answer = await exchange(preview.port, wire(request))
  const problems: string[] = []
  if (!STATUS_LINE.test(answer))
    problems.push(
      answer ? `not an HTTP answer: ${JSON.stringify(answer.slice(0, 80))}` : 'no answer',
    )
  if (answer.includes(CANARY)) problems.push('a file outside dist/client')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1])
  if (status >= 500 && status !== 505 && status !== 501)
    problems.push(`${status}: ${answer.split('\r\n\r\n')[1]?.slice(0, 120)}`)
  const next = await exchange(
    preview.port,
    Buffer.from('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
  )
  if (!/^HTTP\/1\.1 200 /.test(next) || !next.includes('<h1>About</h1>'))
    problems.push(`the next request got ${JSON.stringify(next.slice(0, 60))}`)
  return problems.length ? problems.join('; ') : undefined
}

export const describeRaw = (request: RawRequest) =>
  JSON.stringify(request, (_, value: unknown) =>
    typeof value === 'string' && value.length > 80
      ? `${value.slice(0, 30)}…(${value.length} characters)`
      : value,
  )
