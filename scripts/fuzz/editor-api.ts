/**
 * Generated requests to the editor's API (/api/keystatic/*, functions/editor.ts) on both adapters
 * (issue 48, part 2): the Node one (functions/node.ts, in this process on a loopback port) and the
 * Cloudflare one (wrangler's own bundle of functions/worker.ts on Miniflare, Cloudflare's local
 * runtime), with GitHub answering (the stand-in, tests/writers/github-stand-in.ts), failing (5xx)
 * or unreachable (a closed port). Random methods, paths, query strings, cookies (forged, expired,
 * oversized), bodies and Host headers; some cases sign in for real first. Each answer must keep
 * the API up, give no token without a completed sign-in, send no one to another site but GitHub's
 * authorize page, and be a 5xx only when GitHub failed: a 502 with a sentence.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { startGitHub, type StandIn } from '../../tests/writers/github-stand-in.ts'

export const SECRETS = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.fuzz-editor',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'fuzz-client-secret-7d2a91',
  KEYSTATIC_SECRET: 'fuzz-session-secret-0123456789abcdef0123',
}
const GITHUB = /^https:\/\/(github\.com|api\.github\.com)\//
/** This process's fetch, before functions/editor.ts watches it and a test routes it. */
const realFetch = globalThis.fetch
const AUTHORIZE = 'https://github.com/login/oauth/authorize?'

export type GitHubState = 'answering' | 'failing' | 'unreachable'

export interface Ask {
  method: string
  path: string
  query: [string, string][]
  cookies: [string, string][]
  host?: string
  body?: string
  github: GitHubState
  /** Sign in for real first, and send the cookies it set with the request. */
  signedIn: boolean
}

/** A small answer, as the client saw it. */
interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** Sends one request as it is (no normalising of `..` or of the Host header). */
export function send(
  base: string,
  {
    method,
    path: pathname,
    headers,
    body,
  }: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<Answer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        method,
        path: pathname,
        // A body goes with its length (a GET's body without one would be read as the next
        // request), and each request has a connection of its own.
        headers:
          body === undefined
            ? headers
            : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        setHost: !('host' in headers),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const SEGMENTS = [
  'github',
  'login',
  'oauth',
  'callback',
  'refresh-token',
  'logout',
  'repo-not-found',
  'created-app',
  '..',
  '.',
  '%2e%2e',
  '%2f',
  '%2F..%2F',
  '%5C',
  '%E0%A4%A',
  '%',
  '%00',
  '%0d%0aLocation:%20https://evil.example',
  encodeURIComponent('தமிழ்'),
  '%F0%9F',
  '',
  'x'.repeat(3000),
]
const ROUTES = [
  '/api/keystatic/github/login',
  '/api/keystatic/github/oauth/callback',
  '/api/keystatic/github/refresh-token',
  '/api/keystatic/github/logout',
  '/api/keystatic/github/repo-not-found',
  '/api/keystatic/github/created-app',
  '/api/keystatic',
  '/api/keystatic/',
  '/api/keystaticx/github/login',
  '/API/keystatic/github/login',
  '//api/keystatic/github/login',
]
/** Values that try to leave the site, break a parser or carry a lot. */
const TRICKY = [
  'branch/main',
  'branch/main/collection/pages',
  'branch//evil.example',
  'branch/x/../../../..',
  '//evil.example/x',
  'https://evil.example/x',
  '/\\evil.example',
  'javascript:alert(1)',
  'close',
  'redirect_uri_mismatch',
  'bad_verification_code',
  '%',
  '%E0%A4%A',
  'தமிழ்',
  '\u0000',
  '\u202e',
  'a'.repeat(5000),
]
const text = fc.oneof(
  fc.constantFrom(...TRICKY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
)
/** Cookie values the HTTP client can send: printable bytes, with the ones cookies treat specially. */
const cookieValue = fc.oneof(
  fc.constantFrom('made-up', 'ghu_forged', '%', '%E0%A4%A', '"quoted"', 'a=b', 'é', '=', ''),
  fc.base64String({ maxLength: 200 }).map((v) => v.replace(/\+/g, '-').replace(/\//g, '_')),
  fc.string({
    unit: fc.constantFrom(..."abcXYZ019-_.~!$%&'()*+/:<>?@[]^`{|}".split('')),
    maxLength: 60,
  }),
  fc.constantFrom(8000, 20_000).map((n) => 'x'.repeat(n)),
)
const cookieName = fc.constantFrom(
  'keystatic-gh-access-token',
  'keystatic-gh-refresh-token',
  'ks-0123456789abcdef0123',
  'ks-',
  'ks-zzz',
  'session',
)

/**
 * Generated requests for an adapter. Host headers that are not a host name ("a b", "") go to Node
 * only: on Cloudflare the Host picks the site before any Worker runs, and Miniflare's own server
 * answers them 500 without running it (measured: a Worker that only echoes gets the same 500).
 */
export const askArbitrary = (adapter: Adapter['name']): fc.Arbitrary<Ask> =>
  fc.record({
    method: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom('GET', 'HEAD') },
      {
        weight: 2,
        arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'),
      },
      { weight: 1, arbitrary: fc.constantFrom('PROPFIND', 'BREW', 'M-SEARCH') },
    ),
    path: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ROUTES) },
      {
        weight: 2,
        arbitrary: fc
          .array(fc.constantFrom(...SEGMENTS), { minLength: 0, maxLength: 4 })
          .map((parts) => `/api/keystatic/${parts.join('/')}`),
      },
    ),
    query: fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('code', 'state', 'from', 'error', 'error_description', 'grant_type'),
          fc.string({ maxLength: 8 }),
        ),
        text,
      ),
      { maxLength: 4 },
    ),
    cookies: fc.array(fc.tuple(cookieName, cookieValue), { maxLength: 3 }),
    host: fc.option(
      fc.constantFrom(
        'evil.example',
        'github.com',
        'localhost:1',
        '[::1]',
        ...(adapter === 'node' ? ['a b', '', 'x/y?z'] : []),
      ),
      { nil: undefined },
    ),
    body: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
    github: fc.constantFrom<GitHubState>('answering', 'answering', 'failing', 'unreachable'),
    signedIn: fc.boolean(),
  })

/** What GitHub's stand-ins did while a case ran. */
interface Watch {
  /** Tokens the stand-in handed out (access and refresh). */
  tokens: string[]
  /** A call to GitHub failed (answered 5xx, or could not connect). */
  failed: boolean
  /** The token request failed: the sign-in's step that needs GitHub. */
  tokenRequestFailed: boolean
}

/** Where GitHub's addresses go: the stand-in, a server that fails, or a closed port. */
export class GitHubRoute {
  state: GitHubState = 'answering'
  watch: Watch = { tokens: [], failed: false, tokenRequestFailed: false }
  private constructor(
    readonly standIn: StandIn,
    private readonly failing: Server,
    private readonly failingUrl: string,
    private readonly closedUrl: string,
  ) {}

  static async start() {
    const standIn = await startGitHub({
      // The sign-in never reads the repository.
      repo: path.join(os.tmpdir(), 'no-repository'),
      owner: 'acme',
      name: 'website',
      clientId: SECRETS.KEYSTATIC_GITHUB_CLIENT_ID,
      clientSecret: SECRETS.KEYSTATIC_GITHUB_CLIENT_SECRET,
    })
    // GitHub failing: an error page, as GitHub shows one when it is down.
    let calls = 0
    const failing = createServer((_, res) => {
      calls++
      res.writeHead(calls % 2 ? 503 : 500, { 'Content-Type': 'text/html' })
      res.end('<html><body>Unicorn! This page is taking too long to load.</body></html>')
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const closed = (probe.address() as AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    return new GitHubRoute(
      standIn,
      failing,
      `http://127.0.0.1:${(failing.address() as AddressInfo).port}`,
      `http://127.0.0.1:${closed}`,
    )
  }

  /** The address a request meant for GitHub goes to now. */
  target(url: string) {
    const { pathname, search } = new URL(url)
    const base = {
      answering: this.standIn.url,
      failing: this.failingUrl,
      unreachable: this.closedUrl,
    }[this.state]
    return base + pathname + search
  }

  /** Fetches a request meant for GitHub from where it goes now, noting what happened. */
  async fetch(request: Request): Promise<Response> {
    const tokenRequest = new URL(request.url).pathname === '/login/oauth/access_token'
    let response: Response
    try {
      const body = ['GET', 'HEAD'].includes(request.method)
        ? undefined
        : await request.arrayBuffer()
      response = await realFetch(this.target(request.url), {
        method: request.method,
        headers: request.headers,
        body,
        redirect: 'manual',
      })
    } catch (error) {
      this.watch.failed = true
      this.watch.tokenRequestFailed ||= tokenRequest
      throw error
    }
    if (response.status >= 500) {
      this.watch.failed = true
      this.watch.tokenRequestFailed ||= tokenRequest
    }
    if (tokenRequest && response.ok) {
      const body = (await response.clone().json()) as Record<string, unknown>
      for (const key of ['access_token', 'refresh_token'])
        if (typeof body[key] === 'string') this.watch.tokens.push(body[key])
    }
    return response
  }

  reset(state: GitHubState) {
    this.state = state
    this.watch = { tokens: [], failed: false, tokenRequestFailed: false }
  }

  close() {
    this.standIn.close()
    this.failing.close()
  }
}

export interface Adapter {
  name: 'node' | 'worker'
  url: string
  stop: () => Promise<void>
}

/**
 * functions/node.ts in this process, its calls to GitHub routed by `route` (the module reads the
 * secrets from the environment when it loads).
 */
export async function startNodeAdapter(route: GitHubRoute): Promise<Adapter> {
  Object.assign(process.env, SECRETS)
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    return GITHUB.test(url) ? route.fetch(new Request(input, init)) : realFetch(input, init)
  }
  const { server } = await import('../../functions/node.ts')
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    name: 'node',
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve))
      globalThis.fetch = realFetch
    },
  }
}

/**
 * wrangler's bundle of functions/worker.ts with wrangler.jsonc's settings (a small folder of
 * files for its static assets, as the build is not needed here), on Miniflare; its calls to
 * GitHub go through `route` (Miniflare's outbound hook).
 */
export async function startWorkerAdapter(route: GitHubRoute): Promise<Adapter> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fuzz-worker-'))
  const assets = path.join(work, 'client')
  mkdirSync(assets)
  writeFileSync(path.join(assets, 'index.html'), '<p>Home</p>')
  writeFileSync(path.join(assets, '404.html'), '<p>Not found</p>')
  const root = process.cwd()
  const settings = JSON.parse(
    readFileSync(path.join(root, 'wrangler.jsonc'), 'utf8')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/,(\s*[}\]])/g, '$1'),
  ) as { main: string; $schema?: string; assets: { directory: string } }
  delete settings.$schema
  settings.main = path.join(root, settings.main)
  settings.assets.directory = assets
  const config = path.join(work, 'wrangler.json')
  writeFileSync(config, JSON.stringify(settings))
  const bundle = path.join(work, 'bundle')
  execFileSync(
    path.join(root, 'node_modules/.bin/wrangler'),
    ['deploy', '--dry-run', '--config', config, '--outdir', bundle],
    { cwd: root, stdio: 'pipe', env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
  )
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config)
  const worker = new Miniflare({
    ...workerOptions,
    modules: true,
    modulesRoot: bundle,
    scriptPath: path.join(bundle, path.basename(settings.main).replace(/\.ts$/, '.js')),
    host: '127.0.0.1',
    port: 0,
    bindings: { ...workerOptions.bindings, ...SECRETS },
    outboundService: (request: Request) =>
      GITHUB.test(request.url) ? route.fetch(request) : realFetch(request),
  } as ConstructorParameters<typeof Miniflare>[0])
  const url = (await worker.ready).origin
  return {
    name: 'worker',
    url,
    stop: async () => {
      await worker.dispose()
      rmSync(work, { recursive: true, force: true })
    },
  }
}

const cookieHeader = (cookies: [string, string][]) =>
  cookies.map(([name, value]) => `${name}=${value}`).join('; ')
const setCookies = (answer: Answer) => [answer.headers['set-cookie'] ?? []].flat()
const pairs = (cookies: string[]) =>
  cookies.map((cookie) => cookie.split(';')[0]!.split(/=(.*)/) as [string, string])

/** A complete sign-in (login, GitHub's authorize page, the callback): the cookies it sets. */
async function signIn(adapter: Adapter, route: GitHubRoute): Promise<[string, string][]> {
  const login = await send(adapter.url, {
    method: 'GET',
    path: '/api/keystatic/github/login?from=branch/main',
    headers: {},
  })
  const authorize = await realFetch(route.target(String(login.headers.location)), {
    redirect: 'manual',
  })
  const back = new URL(authorize.headers.get('location')!)
  const callback = await send(adapter.url, {
    method: 'GET',
    path: back.pathname + back.search,
    headers: { cookie: cookieHeader(pairs(setCookies(login))) },
  })
  if (callback.status !== 307) throw new Error(`the sign-in did not complete: ${callback.status}`)
  return pairs(setCookies(callback))
}

/** The path and query string as sent: the query's parts %-encoded, the path as generated. */
const target = ({ path: pathname, query }: Ask) =>
  query.length
    ? `${pathname}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
    : pathname

const HTTP_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'CONNECT',
  'OPTIONS',
  'TRACE',
  'PATCH',
]
const SENTENCE = /^[A-Z][^\n]*[.!?)]\n?$/

/**
 * Sends one generated request to `adapter` and checks the answer; undefined when it is right,
 * else what is wrong.
 */
/** Sends one generated request to `adapter` (after a sign-in, when it asks for one): its answer. */
export async function sendAsk(adapter: Adapter, route: GitHubRoute, ask: Ask) {
  route.reset('answering')
  const session = ask.signedIn ? await signIn(adapter, route) : []
  const signedInTokens = route.watch.tokens
  route.reset(ask.github)
  const headers: Record<string, string> = {}
  const cookies = [...session, ...ask.cookies]
  if (cookies.length) headers.cookie = cookieHeader(cookies)
  if (ask.host !== undefined) headers.host = ask.host
  const answer = await send(adapter.url, {
    method: ask.method,
    path: target(ask),
    headers,
    body: ask.body,
  })
  return { answer, signedInTokens }
}

export async function checkAsk(
  adapter: Adapter,
  route: GitHubRoute,
  ask: Ask,
): Promise<string | undefined> {
  let sent
  try {
    sent = await sendAsk(adapter, route, ask)
  } catch (error) {
    return `no answer: ${(error as Error).message}`
  }
  const { answer, signedInTokens } = sent
  const { status, body } = answer
  const location = answer.headers.location
  const cookieValues = setCookies(answer).join('\n')
  const problems: string[] = []
  // No token without a sign-in completed: by this case (a valid code it cannot guess), or before it.
  const issuedNow = route.watch.tokens
  const everything = `${body}\n${String(location ?? '')}\n${cookieValues}`
  for (const token of issuedNow)
    if (!ask.signedIn && everything.includes(token)) problems.push(`a token without a sign-in`)
  for (const token of [...signedInTokens, ...issuedNow])
    if (`${body}\n${String(location ?? '')}`.includes(token))
      problems.push('a token in the body or address')
  if (/ghr_[0-9a-f]{24}/.test(everything)) problems.push('a refresh token in clear')
  for (const secret of Object.values(SECRETS).slice(1))
    if (everything.includes(secret)) problems.push('a secret in the answer')
  // Redirects stay on the site, but for GitHub's authorize page at the start of a sign-in.
  if (location !== undefined) {
    const to = String(location)
    const origin = new URL(adapter.url).origin
    const resolved = URL.parse(to, `${origin}/api/keystatic/`)
    if (!to.startsWith(AUTHORIZE) && resolved?.origin !== origin)
      problems.push(`a redirect to another site: ${to.slice(0, 120)}`)
    if (/^(\/\/|\/\\)/.test(to)) problems.push(`a redirect a browser reads as another site: ${to}`)
  }
  // 5xx only when GitHub failed, then a 502 and a sentence; a failed token request is never a 401.
  // A method HTTP does not define is answered 501 by the runtime (RFC 9110, 15.6.2) on Cloudflare.
  const unknownMethod = status === 501 && !HTTP_METHODS.includes(ask.method)
  if (status >= 500 && !unknownMethod) {
    if (!route.watch.failed) problems.push(`${status} while GitHub answered`)
    else if (status !== 502) problems.push(`${status} (not 502) when GitHub failed`)
    if (ask.method !== 'HEAD' && !SENTENCE.test(body))
      problems.push(`a ${status} whose text is not a sentence: ${body.slice(0, 200)}`)
  }
  if (route.watch.tokenRequestFailed && status !== 502)
    problems.push(`${status} "${body.slice(0, 60)}" when GitHub failed (not 502)`)
  if (/\n\s+at /.test(body)) problems.push(`a stack trace: ${body.slice(0, 200)}`)
  // The API is still up: the start of a sign-in answers as always.
  route.reset('answering')
  const health = await send(adapter.url, {
    method: 'GET',
    path: '/api/keystatic/github/login',
    headers: {},
  }).catch((error: Error) => ({ status: 0, body: error.message }))
  if (health.status !== 307)
    problems.push(`the next request got ${health.status} ${health.body.slice(0, 80)}`)
  return problems.length ? `${status}: ${problems.join('; ')}` : undefined
}

/** How a case reads in a report, long texts shortened. */
export const describeAsk = (ask: Ask) =>
  JSON.stringify(ask, (_, value: unknown) =>
    typeof value === 'string' && value.length > 80
      ? `${value.slice(0, 30)}…(${value.length} characters)`
      : value,
  )
