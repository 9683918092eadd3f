/**
 * The live site's editor as the writer tests run it (editor-live.test.ts, editor-faults.test.ts):
 * a copy of the site built with `editor.repo` set (LIVE_SITE, built once by the `live-site`
 * project for both files), on a real bare git repository of each file's own; the API routes
 * of functions/ on Node (npm run preview's server, as behind nginx) or on Cloudflare's runtime
 * (wrangler's own bundle of functions/worker.ts on Miniflare); and Debian's Chromium on /keystatic.
 * Calls meant for GitHub go to the STAND-IN (./github-stand-in.ts): the function's through the
 * runtime's outbound hook (Miniflare's outboundService; on Node, fetch), the browser's through
 * Playwright's routing.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import { Miniflare } from 'miniflare'
import { chromium, type Browser, type Page } from 'playwright-core'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.ts'
import { copyProject } from '../../scripts/project-copy.ts'
import { built } from '../build'
import { selectWord } from './editor-text.ts'
import { bareRepository, commitSite, startGitHub, type StandIn } from './github-stand-in.ts'

export const SECRETS = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.site-editor',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'stand-in-client-secret-4f1c2e',
  KEYSTATIC_SECRET: 'stand-in-session-secret-0123456789abcdef',
}
export const GITHUB = /^https:\/\/(github\.com|api\.github\.com)\//

export const run = (cwd: string, command: string, env: Record<string, string> = {}) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) =>
      status === 0 ? resolve(output) : reject(new Error(`${command} failed:\n${output}`)),
    )
  })

/** The stand-in's address for a request meant for GitHub. */
export const toStandIn = (github: StandIn, url: string) => {
  const { pathname, search } = new URL(url)
  return github.url + pathname + search
}

/**
 * The site's copy built with the editor on, committed on `main`, for every file of the live editor
 * (read only: each file's commits go to its own bare repository). One a checkout, in the system's
 * temporary folder: a copy of the project inside it would be read by its tools.
 */
export const LIVE_SITE = path.join(
  os.tmpdir(),
  `site-live-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`,
)

/** What a test file of the live editor works on (liveEditor). */
export interface LiveEditor {
  /** The file's temporary folder, removed after its tests. */
  work: string
  /** The site's copy, built with the editor on (LIVE_SITE). */
  dir: string
  /** The bare repository the stand-in serves as acme/website. */
  bare: string
  github: StandIn
  browser: Browser
  /** git in the bare repository, its output as text. */
  git: (...args: string[]) => string
}

/**
 * Before the file's tests: a bare repository of the site built with the editor on, the GitHub
 * stand-in serving it and Debian's Chromium; after them, all stopped and removed. `github` and
 * `browser` are there once the tests run.
 */
export function liveEditor(name: string): LiveEditor {
  // Made by the worker that runs the file (not when Playwright lists the tests).
  const work = path.join(os.tmpdir(), `site-${name}-${process.pid}`)
  const bare = path.join(work, 'website.git')
  const live = {
    work,
    dir: LIVE_SITE,
    bare,
    git: (...args: string[]) => execFileSync('git', ['-C', bare, ...args], { encoding: 'utf8' }),
  } as LiveEditor
  test.beforeAll(async () => {
    rmSync(work, { recursive: true, force: true })
    mkdirSync(work)
    if (!existsSync(path.join(LIVE_SITE, 'dist/client/keystatic.html')))
      throw new Error(
        `${LIVE_SITE} holds no build of the site with the editor on: run the file without --no-deps (its \`live-site\` project builds it).`,
      )
    bareRepository(LIVE_SITE, bare)
    live.github = await startGitHub({
      repo: bare,
      owner: 'acme',
      name: 'website',
      clientId: SECRETS.KEYSTATIC_GITHUB_CLIENT_ID,
      clientSecret: SECRETS.KEYSTATIC_GITHUB_CLIENT_SECRET,
    })
    // The full browser: the headless shell (HEADLESS_SHELL) does not hand the sign-in's redirect to
    // github.com to the route that sends it to the stand-in, and fails it (ERR_NAME_NOT_RESOLVED).
    live.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  })
  test.afterAll(async () => {
    await live.browser?.close()
    live.github?.close()
    rmSync(work, { recursive: true, force: true })
  })
  return live
}

/**
 * Copies the project into LIVE_SITE with the editor on (`editor.repo: acme/website`, branch
 * previews), commits it and builds it: the `live-site` project (live-site.setup.ts).
 */
export async function buildLiveSite() {
  rmSync(LIVE_SITE, { recursive: true, force: true })
  mkdirSync(LIVE_SITE)
  copyProject(LIVE_SITE)
  const settings = path.join(LIVE_SITE, 'content/site.yaml')
  writeFileSync(
    settings,
    readFileSync(settings, 'utf8')
      .replace(/^ {2}repo: ''$/m, '  repo: acme/website')
      .replace(/^ {2}previewUrl: ''$/m, "  previewUrl: 'https://{branch}.company-site.pages.dev'"),
  )
  commitSite(LIVE_SITE)
  await built(LIVE_SITE)
}

export interface Host {
  url: string
  stop: () => Promise<void> | void
}

/**
 * npm run preview's server on `dir`'s build, which answers /api/keystatic/ with functions/node.ts
 * (as nginx does), with `env` in the process's environment (read when the function first loads).
 */
export async function startNode(
  dir: string,
  github: StandIn,
  env: Record<string, string> = {},
): Promise<Host> {
  Object.assign(process.env, SECRETS, env)
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!GITHUB.test(url)) return realFetch(input, init)
    return realFetch(new Request(toStandIn(github, url), input instanceof Request ? input : init))
  }
  const { startServer } = await import('../../scripts/serve.ts')
  const server = await startServer({ outDir: path.join(dir, 'dist') })
  return {
    url: server.url,
    stop: () => {
      server.close()
      globalThis.fetch = realFetch
    },
  }
}

/** wrangler's bundle of `dir`'s functions/worker.ts with wrangler.jsonc's settings, on Miniflare. */
export async function startCloudflare(
  dir: string,
  bundle: string,
  github: StandIn,
  env: Record<string, string> = {},
): Promise<Host> {
  await run(dir, `npx wrangler deploy --dry-run --outdir ${bundle}`)
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(dir, 'wrangler.jsonc'))
  const worker = new Miniflare({
    ...workerOptions,
    modules: true,
    modulesRoot: bundle,
    scriptPath: path.join(bundle, 'worker.js'),
    host: '127.0.0.1',
    port: 0,
    bindings: { ...workerOptions.bindings, ...SECRETS, ...env },
    outboundService: (request: Request) =>
      GITHUB.test(request.url)
        ? fetch(new Request(toStandIn(github, request.url), request))
        : fetch(request),
  } as ConstructorParameters<typeof Miniflare>[0])
  const url = (await worker.ready).origin
  return { url, stop: () => worker.dispose() }
}

/**
 * A page on /keystatic whose requests to GitHub go to the stand-in (and GitHub's avatars nowhere).
 * A connection the stand-in drops is dropped for the page too.
 */
export async function editorPage(browser: Browser, host: Host, github: StandIn): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // A request still on its way when the page closes is dropped, not an error.
  await context.route(GITHUB, (route) =>
    route
      .fetch({ url: toStandIn(github, route.request().url()), maxRedirects: 0 })
      .then((response) => route.fulfill({ response }))
      .catch(() => route.abort('connectionreset').catch(() => {})),
  )
  await context.route(/avatars\.githubusercontent\.com/, (route) => route.fulfill({ status: 404 }))
  const page = await context.newPage()
  await page.goto(`${host.url}/keystatic`)
  return page
}

/**
 * Waits until `read` gives a value `ok` accepts, and returns it. The editor changes on its own
 * time after an action (Keystatic's router writes the new address at once and renders the new
 * screen in a React transition, keeping the old one, with its links, until the new one is ready),
 * so a test waits for the state it acts on or asserts, never the first frame after a click.
 */
export async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  timeout = 30_000,
): Promise<T> {
  const end = Date.now() + timeout
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    if (Date.now() > end)
      throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Opens About on `branch` and changes "friendly" to "careful" (not saved). */
export async function changeAbout(page: Page, branch: string) {
  // The sidebar's links follow a new branch a moment after the address does.
  const pages = page.getByRole('link', { name: 'Pages' }).first()
  await until(
    `the sidebar's Pages link on ${branch}`,
    () => pages.getAttribute('href'),
    (href) => href === `/keystatic/branch/${branch}/collection/pages`,
  )
  await pages.click()
  await page.waitForURL(new RegExp(`/keystatic/branch/${branch}/collection/pages$`))
  await page.getByText('about', { exact: true }).click()
  await page.waitForURL(new RegExp(`/keystatic/branch/${branch}/collection/pages/item/about$`))
  await page.getByText('friendly people.').waitFor()
  await page.locator('[contenteditable="true"]').click()
  await selectWord(page, 'friendly')
  await page.keyboard.type('careful')
}
