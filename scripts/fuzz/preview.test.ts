/**
 * Generated raw requests to the preview server (scripts/fuzz/preview.ts), seeded. `npm run fuzz`
 * runs many more. The case the generator found, fixed in scripts/serve.ts, comes first.
 */
import { createServer, type Server } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CANARY,
  checkRaw,
  describeRaw,
  exchange,
  rawRequest,
  startPreview,
  wire,
  type Preview,
  type RawRequest,
} from './preview.ts'

const SEED = 48
const RUNS = 1000

describe('npm run preview, generated raw requests', () => {
  let preview: Preview
  beforeAll(async () => {
    preview = await startPreview()
  })
  afterAll(() => preview.stop())

  const request = (fields: Partial<RawRequest>): RawRequest => ({
    method: 'GET',
    target: '/about',
    version: 'HTTP/1.1',
    headers: [],
    newline: '\r\n',
    ...fields,
  })

  it('found: CONNECT is answered 405 with a sentence (it was a closed connection, no answer)', async () => {
    const answer = await exchange(
      preview.port,
      wire(request({ method: 'CONNECT', target: '/client-secret.txt/%E0%AE%A4' })),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/)
    expect(answer).toMatch(/\r\n\r\nThis server serves the site's files: it is not a proxy\.\n$/)
    expect(await checkRaw(preview, request({ method: 'CONNECT', target: '127.0.0.1:80' }))).toBe(
      undefined,
    )
  })

  it('reads the answer a person would: a page of dist/client, its text', async () => {
    expect(await exchange(preview.port, wire(request({})))).toMatch(
      /^HTTP\/1\.1 200 OK\r\n[^]*<h1>About<\/h1>$/,
    )
  })

  it(`answers ${RUNS} generated requests, keeps serving, and sends nothing from outside dist/client`, async () => {
    await fc.assert(
      fc.asyncProperty(rawRequest, async (raw) => {
        const problem = await checkRaw(preview, raw)
        if (problem) throw new Error(`${problem}\n  case: ${describeRaw(raw)}`)
      }),
      { seed: SEED, numRuns: RUNS, timeout: 60_000 },
    )
  }, 600_000)
})

describe("the preview check's own sight", () => {
  let server: Server
  let port = 0
  beforeAll(async () => {
    // A server that sends the canary, as one that served a file beside dist/client would.
    server = createServer((socket) =>
      socket.end(`HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n<h1>About</h1>${CANARY}`),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as { port: number }).port
  })
  afterAll(() => server.close())

  it('catches a file from outside dist/client in an answer', async () => {
    const preview = { url: `http://127.0.0.1:${port}`, port, stop: () => {} }
    expect(
      await checkRaw(preview, {
        method: 'GET',
        target: '/../secret.txt',
        version: 'HTTP/1.1',
        headers: [],
        newline: '\r\n',
      }),
    ).toBe('a file outside dist/client')
  })
})
