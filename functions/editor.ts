/**
 * Keystatic's API routes (/api/keystatic/*) for the editor on the live site: GitHub sign-in (login,
 * the OAuth callback, token refresh, logout). One handler for every host: Cloudflare
 * (functions/worker.ts) and a Node process behind nginx (functions/node.ts). The secrets come from
 * the host's environment only, never from a file (docs/editor.md).
 */
import type { Config } from '@keystatic/core'
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'

export interface EditorEnv {
  KEYSTATIC_GITHUB_CLIENT_ID?: string
  KEYSTATIC_GITHUB_CLIENT_SECRET?: string
  /** 32 characters or more: it encrypts the refresh token kept in the writer's browser. */
  KEYSTATIC_SECRET?: string
  /** How long a request waits for GitHub before it gives up, in ms (default GITHUB_TIMEOUT_MS). */
  EDITOR_GITHUB_TIMEOUT_MS?: string
}

/** GitHub answers a sign-in's calls in well under a second; a writer should not wait longer. */
const GITHUB_TIMEOUT_MS = 10_000

const NOT_SET_UP =
  'The website editor is not set up on this server: it needs KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET in its environment (docs/editor.md).'

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

const GITHUB_FAILED =
  'GitHub could not be reached, or its answer could not be read, so this step of signing in did not finish. Nothing was changed: try again in a minute (https://www.githubstatus.com says whether GitHub is down).\n'
const GITHUB_SLOW = (seconds: number) =>
  `GitHub did not answer within ${seconds} seconds, so this step of signing in did not finish. Nothing was changed: open the editor again (/keystatic) and sign in in a minute (https://www.githubstatus.com says whether GitHub is down).\n`
/**
 * Keystatic answers a callback whose token exchange GitHub refused or failed (a 5xx, an answer
 * that is not a token, a code used twice) with a bare 401 "Authorization failed".
 */
const SIGN_IN_REFUSED =
  'GitHub did not confirm this sign-in: GitHub may be having trouble, or this sign-in link was used already. Nothing was changed: open the editor again (/keystatic) and press "Log in with GitHub"; if it keeps happening, https://www.githubstatus.com says whether GitHub is down, and the site\'s developer can check the editor\'s settings (docs/editor.md).\n'
const FAILED =
  "The website editor's server could not answer this request (the error is in the server's log). Nothing was changed: try again, and if it keeps happening, tell the site's developer.\n"
/**
 * How a call to GitHub fails: fetch rejects with a TypeError when GitHub cannot be reached (the
 * Fetch standard's network error), an AbortError or TimeoutError when it gave up waiting, and
 * reading an answer that is not JSON throws a SyntaxError. Keystatic's other steps do not throw
 * these for a request (a malformed address is a URIError).
 */
const FROM_GITHUB = ['TypeError', 'AbortError', 'TimeoutError', 'SyntaxError', 'GitHubFailed']

const GITHUB = /^https:\/\/(api\.)?github\.com\//
const watched = Symbol('editor: GitHub watched')

/**
 * GitHub failing is an answer 5xx from it (and, on Cloudflare's local runtime, GitHub unreachable:
 * Miniflare answers the Worker's fetch with a 500). Keystatic reads any answer that is not ok as a
 * refused sign-in ("Authorization failed", 401), which would send the writer to check their
 * account; so the global fetch Keystatic calls throws for such an answer instead, and the request
 * ends with the 502 and its sentence. Installed once, over whatever fetch the host has.
 */
function watchGitHub() {
  const inner = globalThis.fetch as typeof fetch & { [watched]?: true }
  if (inner[watched]) return
  const fetchWatched = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await inner(input, init)
    const url = input instanceof Request ? input.url : String(input)
    if (GITHUB.test(url) && response.status >= 500)
      throw Object.assign(new Error(`GitHub answered ${response.status} to ${url.split('?')[0]}`), {
        name: 'GitHubFailed',
      })
    return response
  }
  globalThis.fetch = Object.assign(fetchWatched, { [watched]: true as const })
}

const BAD_ADDRESS =
  "This address of the website editor's API is not one it answers: a part of it is not a valid %-encoded text. Nothing was changed: open the editor at /keystatic and sign in from there.\n"

/** True when every part of the path can be decoded, as Keystatic decodes it (decodeURIComponent). */
const decodable = (pathname: string) =>
  pathname.split('/').every((part) => {
    try {
      decodeURIComponent(part)
      return true
    } catch {
      return false
    }
  })

/**
 * The answer to a request whose handling failed, so that it ends with an answer and never the
 * process (an unhandled rejection ends Node): a 502 with a sentence when GitHub failed (`github`),
 * a 500 with a sentence otherwise. The error goes to the log without the secrets and tokens
 * Keystatic puts in the token request's address.
 */
export function failure(error: unknown, { github = false, secrets = [] as string[] } = {}) {
  const { name, message } =
    error instanceof Error ? error : { name: 'Error', message: String(error) }
  let logged = `${name}: ${message}`.replace(/(client_secret|refresh_token)=[^&\s]+/g, '$1=…')
  for (const secret of secrets) logged = logged.replaceAll(secret, '…')
  console.error(`editor API: ${logged}`)
  return github ? answer(502, GITHUB_FAILED) : answer(500, FAILED)
}

/**
 * `handling`, or a TimeoutError after `ms`: Keystatic's calls to GitHub have no time limit, and a
 * GitHub that never answers would hold the writer's request (and a Worker's) for ever. The call
 * itself is left to finish or fail on its own; its answer is no longer waited for.
 */
function bounded<T>(handling: Promise<T>, ms: number): Promise<T> {
  const signal = AbortSignal.timeout(ms)
  return Promise.race([
    handling,
    new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error)),
    ),
  ])
}

/**
 * Every cookie the sign-in sets is SameSite=Lax (Keystatic's) and Secure (Keystatic leaves that to
 * NODE_ENV; browsers keep Secure cookies from http://127.0.0.1 too). The access token stays
 * readable by the editor's page, which sends it to GitHub itself; the refresh token is HttpOnly.
 */
const secured = (cookie: string) => (/;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`)

/** The API's handler for `env`; requests outside /api/keystatic/ are not its business. */
export function editorApi(env: EditorEnv): (request: Request) => Promise<Response> {
  const clientId = env.KEYSTATIC_GITHUB_CLIENT_ID
  const clientSecret = env.KEYSTATIC_GITHUB_CLIENT_SECRET
  const secret = env.KEYSTATIC_SECRET
  if (!clientId || !clientSecret || !secret) return async () => answer(404, NOT_SET_UP)
  if (secret.length < 32)
    return async () => answer(500, 'KEYSTATIC_SECRET must be 32 characters or more.')
  // The API routes use only the storage's kind: which repository is the editor page's business.
  const config = { storage: { kind: 'github', repo: 'owner/site' } } as unknown as Config
  const handle = makeGenericAPIRouteHandler({ clientId, clientSecret, secret, config })
  const timeout = Number(env.EDITOR_GITHUB_TIMEOUT_MS) || GITHUB_TIMEOUT_MS
  return async (request) => {
    watchGitHub()
    if (!decodable(new URL(request.url).pathname)) return answer(400, BAD_ADDRESS)
    let result
    try {
      result = await bounded(handle(request), timeout)
    } catch (error) {
      const name = (error as { name?: string } | null)?.name ?? ''
      const answered = failure(error, {
        github: FROM_GITHUB.includes(name),
        secrets: [clientSecret, secret],
      })
      return name === 'TimeoutError' ? answer(504, GITHUB_SLOW(timeout / 1000)) : answered
    }
    // The page the writer lands on after GitHub: a sentence instead of Keystatic's two words.
    if (
      result.status === 401 &&
      new URL(request.url).pathname === '/api/keystatic/github/oauth/callback'
    )
      return answer(401, SIGN_IN_REFUSED)
    const headers = new Headers(result.headers)
    const cookies = headers.getSetCookie()
    headers.delete('Set-Cookie')
    for (const cookie of cookies) headers.append('Set-Cookie', secured(cookie))
    return new Response(result.body as BodyInit | null, { status: result.status ?? 200, headers })
  }
}
