/**
 * One failed request ends with an answer, never the editor's API: GitHub unreachable (its calls
 * go to a closed port on this machine) makes Keystatic's fetch reject; the Node adapter
 * (functions/node.ts) and the Cloudflare one (functions/worker.ts) answer 502 with a sentence,
 * and the next request is answered as usual.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const SECRETS = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.site-editor',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'test-client-secret-4f1c2e',
  KEYSTATIC_SECRET: 'test-session-secret-0123456789abcdef',
}
const CALLBACK = '/api/keystatic/github/oauth/callback?code=abc&state=zzz'
const LOGIN = '/api/keystatic/github/login'
/** A path Keystatic cannot decode (%E0%A4%A): the writer's address is wrong, not the server. */
const MALFORMED = '/api/keystatic/github/%E0%A4%A'
const realFetch = globalThis.fetch

/** A loopback port nothing listens on. */
async function closedPort() {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

beforeAll(async () => {
  const port = await closedPort()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    const github = /^https:\/\/(api\.)?github\.com\//.exec(url)
    return realFetch(github ? url.replace(github[0], `http://127.0.0.1:${port}/`) : input, init)
  })
  for (const [name, value] of Object.entries(SECRETS)) vi.stubEnv(name, value)
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** What a request to the API was answered. */
const answered = async (response: Response) => ({
  status: response.status,
  type: response.headers.get('content-type'),
  text: await response.text(),
})
const BAD_ADDRESS = {
  status: 400,
  type: 'text/plain; charset=utf-8',
  text: expect.stringMatching(/^This address of the website editor's API is not one it answers/),
}
const GITHUB_FAILED = {
  status: 502,
  type: 'text/plain; charset=utf-8',
  text: expect.stringMatching(/^GitHub could not be reached.*Nothing was changed: try again/),
}

describe("the editor's API on Node (functions/node.ts) while GitHub cannot be reached", () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    ;({ server } = await import('./node.ts'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it("answers GitHub's failure with a 502 and a sentence, then answers the next request", async () => {
    expect(await answered(await realFetch(base + CALLBACK))).toEqual(GITHUB_FAILED)
    const login = await realFetch(base + LOGIN, { redirect: 'manual' })
    expect(login.status).toBe(307)
  })

  it('answers an address it cannot decode with a 400 and a sentence, and goes on', async () => {
    expect(await answered(await realFetch(base + MALFORMED))).toEqual(BAD_ADDRESS)
    expect((await realFetch(base + LOGIN, { redirect: 'manual' })).status).toBe(307)
  })

  it('logs the failure without the secrets', () => {
    const logged = vi.mocked(console.error).mock.calls.flat().join('\n')
    expect(logged).toMatch(/editor API: TypeError/)
    for (const secret of Object.values(SECRETS).slice(1)) expect(logged).not.toContain(secret)
  })
})

describe("the editor's API on Cloudflare (functions/worker.ts) while GitHub cannot be reached", () => {
  const assets = { fetch: async () => new Response('a file') }
  const ask = async (path: string) => {
    const { default: worker } = await import('./worker.ts')
    return worker.fetch(new Request(`https://www.example.com${path}`), {
      ...SECRETS,
      ASSETS: assets,
    })
  }

  it("answers GitHub's failure with a 502 and a sentence, then answers the next request", async () => {
    expect(await answered(await ask(CALLBACK))).toEqual(GITHUB_FAILED)
    expect((await ask(LOGIN)).status).toBe(307)
  })

  it('answers a failure of its own with a 500, and an address it cannot decode with a 400', async () => {
    assets.fetch = () => Promise.reject(new Error('the assets binding failed'))
    expect((await ask('/about')).status).toBe(500)
    expect(await answered(await ask(MALFORMED))).toEqual(BAD_ADDRESS)
  })
})

describe("the editor's API while GitHub is slow or refuses the token exchange", () => {
  const api = async (env: Record<string, string> = {}) =>
    (await import('./editor.ts')).editorApi({ ...SECRETS, ...env })
  let github: (url: string) => Promise<Response>
  beforeAll(() => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      github(input instanceof Request ? input.url : String(input)),
    )
  })

  it('answers a GitHub that does not answer with a 504 and a sentence once its limit has passed', async () => {
    github = () => new Promise(() => {})
    const handle = await api({ EDITOR_GITHUB_TIMEOUT_MS: '200' })
    expect(await answered(await handle(new Request(`https://www.example.com${CALLBACK}`)))).toEqual(
      {
        status: 504,
        type: 'text/plain; charset=utf-8',
        text: expect.stringMatching(
          /^GitHub did not answer within 0\.2 seconds, so this step of signing in did not finish\. Nothing was changed: open the editor again \(\/keystatic\)/,
        ),
      },
    )
  })

  it("answers GitHub's 500 on the token exchange with the 502 sentence, not Keystatic's 'Authorization failed'", async () => {
    github = async () => new Response('{"message":"Server Error"}', { status: 500 })
    const handle = await api()
    const answer = await answered(await handle(new Request(`https://www.example.com${CALLBACK}`)))
    expect(answer.status).toBe(502)
    expect(answer.text).toMatch(/^GitHub could not be reached, or its answer could not be read/)
  })

  it("answers a code GitHub refuses (a code used twice) with a sentence, not Keystatic's 'Authorization failed'", async () => {
    // GitHub answers 200 with an error for a code it will not exchange.
    github = async () =>
      Response.json({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      })
    const handle = await api()
    expect(await answered(await handle(new Request(`https://www.example.com${CALLBACK}`)))).toEqual(
      {
        status: 401,
        type: 'text/plain; charset=utf-8',
        text: expect.stringMatching(
          /^GitHub did not confirm this sign-in: GitHub may be having trouble, or this sign-in link was used already\. Nothing was changed: open the editor again \(\/keystatic\) and press "Log in with GitHub"/,
        ),
      },
    )
  })

  it('leaves a token refresh without a sign-in as Keystatic answers it (its page reads the status)', async () => {
    const handle = await api()
    const refresh = await handle(
      new Request('https://www.example.com/api/keystatic/github/refresh-token'),
    )
    expect(refresh.status).toBe(401)
    expect(await refresh.text()).toBe('Authorization failed')
  })
})
