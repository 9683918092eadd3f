import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readHeaderRules, startServer } from './serve.ts'

/** Sends a raw request line and returns the status line of the answer ('' if the socket closes). */
function ask(url: string, line: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () =>
      socket.write(`${line}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    )
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''))
    socket.on('error', () => resolve(''))
  })
}

describe('npm run preview (scripts/serve.ts)', () => {
  let dir = ''
  let server: { url: string; close: () => void }
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'serve-'))
    mkdirSync(path.join(dir, 'client'), { recursive: true })
    writeFileSync(path.join(dir, 'client/404.html'), '<p>Not found</p>')
    writeFileSync(path.join(dir, 'client/about.html'), '<h1>About</h1>')
    server = await startServer({ outDir: dir })
  })
  afterAll(() => {
    server.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it.each(['GET http://[ HTTP/1.1', 'GET http://[::1 HTTP/1.1', 'GET // HTTP/1.1'])(
    'answers "%s" and keeps serving',
    async (line) => {
      expect(await ask(server.url, line)).toMatch(/^HTTP\/1\.1 (400|404)/)
      expect(await ask(server.url, 'GET /about HTTP/1.1')).toBe('HTTP/1.1 200 OK')
    },
  )

  it('answers a malformed address with 400', async () => {
    expect(await ask(server.url, 'GET http://[ HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request')
  })

  it.each(['GET /%E0%A4%A HTTP/1.1', 'GET /% HTTP/1.1', 'GET /about/../../etc/passwd HTTP/1.1'])(
    'does not fall over on "%s"',
    async (line) => {
      expect(await ask(server.url, line)).toMatch(/^HTTP\/1\.1 [1-5]\d\d/)
      expect(await ask(server.url, 'GET /about HTTP/1.1')).toBe('HTTP/1.1 200 OK')
    },
  )

  it.each([
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/about/?ref=x', '/about?ref=x'],
  ])('answers %s with a permanent redirect to %s, the one address', async (from, to) => {
    const answer = await fetch(server.url + from, { redirect: 'manual' })
    expect(answer.status).toBe(308)
    expect(answer.headers.get('location')).toBe(to)
  })
})

describe('readHeaderRules', () => {
  it('reads rules, headers and removed headers', () => {
    const rules = readHeaderRules('_headers', '# a comment\n/assets/*\n  A: 1\n  ! B\n')
    expect(rules).toEqual([
      {
        pattern: /^\/assets\/.*$/,
        headers: [
          ['A', '1'],
          ['B', undefined],
        ],
      },
    ])
  })

  it('throws, with the file and line, at a header line without a colon', () => {
    expect(() => readHeaderRules('public/_headers', '/*\n  X-Frame-Options DENY\n')).toThrow(
      'public/_headers, line 2: "X-Frame-Options DENY" is not "Name: value"',
    )
  })
})
