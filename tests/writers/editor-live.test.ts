/**
 * The editor on the live site, end to end, against a STAND-IN FOR GITHUB (./github-stand-in.ts:
 * GitHub cannot be reached from these machines). Everything else is real: a copy of the site
 * built with `editor.repo` set; its /keystatic page in Debian's Chromium; the API routes of
 * functions/ on Node (npm run preview's server, as behind nginx) and on Cloudflare's runtime
 * (wrangler's own bundle of functions/worker.ts, run by Miniflare, wrangler's local runtime, with
 * the settings wrangler reads from wrangler.jsonc); cookies; redirects; a bare git repository; a
 * build of the writer's commit. The function's calls to github.com go to the stand-in through
 * the runtime's outbound hook (Miniflare's outboundService; on Node, fetch); the browser's
 * through Playwright's routing.
 */
import assert from 'node:assert/strict'
import { execFileSync, spawn } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { Miniflare } from 'miniflare'
import { chromium, type Browser, type Page } from 'playwright-core'
import sharp from 'sharp'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.ts'
import { copyProject } from '../../scripts/project-copy.ts'
import { get, startNginx } from '../e2e/nginx.ts'
import { selectWord } from './editor-text.ts'
import { bareRepository, startGitHub, type StandIn } from './github-stand-in.ts'

const SECRETS = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.site-editor',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'stand-in-client-secret-4f1c2e',
  KEYSTATIC_SECRET: 'stand-in-session-secret-0123456789abcdef',
}
const GITHUB = /^https:\/\/(github\.com|api\.github\.com)\//
const work = mkdtempSync(path.join(os.tmpdir(), 'site-live-editor-'))
const dir = path.join(work, 'site')
const bare = path.join(work, 'website.git')
let github: StandIn
let browser: Browser

const run = (cwd: string, command: string, env: Record<string, string> = {}) =>
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
const toStandIn = (url: string) => {
  const { pathname, search } = new URL(url)
  return github.url + pathname + search
}

before(async () => {
  execFileSync('mkdir', ['-p', dir])
  copyProject(dir)
  const settings = path.join(dir, 'content/site.yaml')
  writeFileSync(
    settings,
    readFileSync(settings, 'utf8')
      .replace(/^ {2}repo: ''$/m, '  repo: acme/website')
      .replace(/^ {2}previewUrl: ''$/m, "  previewUrl: 'https://{branch}.company-site.pages.dev'"),
  )
  bareRepository(dir, bare)
  await run(dir, 'npm run build --silent')
  github = await startGitHub({
    repo: bare,
    owner: 'acme',
    name: 'website',
    clientId: SECRETS.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: SECRETS.KEYSTATIC_GITHUB_CLIENT_SECRET,
  })
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
})

after(async () => {
  await browser?.close()
  github?.close()
  rmSync(work, { recursive: true, force: true })
})

interface Host {
  url: string
  stop: () => Promise<void> | void
}

/** npm run preview's server, which answers /api/keystatic/ with functions/node.ts, as nginx does. */
async function startNode(): Promise<Host> {
  Object.assign(process.env, SECRETS)
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!GITHUB.test(url)) return realFetch(input, init)
    return realFetch(new Request(toStandIn(url), input instanceof Request ? input : init))
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

/** wrangler's bundle of functions/worker.ts with wrangler.jsonc's settings, on Miniflare. */
async function startCloudflare(): Promise<Host> {
  const bundle = path.join(work, 'worker')
  await run(dir, `npx wrangler deploy --dry-run --outdir ${bundle}`)
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(dir, 'wrangler.jsonc'))
  const worker = new Miniflare({
    ...workerOptions,
    modules: true,
    modulesRoot: bundle,
    scriptPath: path.join(bundle, 'worker.js'),
    host: '127.0.0.1',
    port: 0,
    bindings: { ...workerOptions.bindings, ...SECRETS },
    outboundService: (request: Request) =>
      GITHUB.test(request.url)
        ? fetch(new Request(toStandIn(request.url), request))
        : fetch(request),
  } as ConstructorParameters<typeof Miniflare>[0])
  const url = (await worker.ready).origin
  return { url, stop: () => worker.dispose() }
}

/** A page whose requests to GitHub go to the stand-in (and GitHub's avatars nowhere). */
async function editorPage(host: Host): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // A request still on its way when the page closes is dropped, not an error.
  await context.route(GITHUB, (route) =>
    route
      .fetch({ url: toStandIn(route.request().url()), maxRedirects: 0 })
      .then((response) => route.fulfill({ response }))
      .catch(() => {}),
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
async function until<T>(
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
async function changeAbout(page: Page, branch: string) {
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

const git = (...args: string[]) => execFileSync('git', ['-C', bare, ...args], { encoding: 'utf8' })

const ADAPTERS = [
  ['Node (npm run preview, as behind nginx)', startNode, 'node'],
  ['Cloudflare (wrangler bundle on its local runtime)', startCloudflare, 'cloudflare'],
] as const

for (const [name, start, key] of ADAPTERS) {
  describe(`the editor's sign-in and saving, on ${name}`, { concurrency: false }, () => {
    let host: Host
    before(async () => {
      host = await start()
    })
    after(() => host?.stop())

    it("sends the writer to GitHub's authorize page with the configured client id", async () => {
      const answer = await fetch(`${host.url}/api/keystatic/github/login`, { redirect: 'manual' })
      assert.equal(answer.status, 307)
      const to = new URL(answer.headers.get('location')!)
      assert.equal(to.origin + to.pathname, 'https://github.com/login/oauth/authorize')
      assert.equal(to.searchParams.get('client_id'), SECRETS.KEYSTATIC_GITHUB_CLIENT_ID)
      assert.equal(
        to.searchParams.get('redirect_uri'),
        `${host.url}/api/keystatic/github/oauth/callback`,
      )
    })

    it('never sends a signed-in writer to another site', async () => {
      for (const from of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
        const login = await fetch(
          `${host.url}/api/keystatic/github/login?from=${encodeURIComponent(from)}`,
          { redirect: 'manual' },
        )
        const authorize = await fetch(toStandIn(login.headers.get('location')!), {
          redirect: 'manual',
        })
        const callback = await fetch(authorize.headers.get('location')!, {
          redirect: 'manual',
          headers: {
            Cookie: login.headers
              .getSetCookie()
              .map((c) => c.split(';')[0])
              .join('; '),
          },
        })
        assert.equal(callback.status, 307, from)
        assert.equal(callback.headers.get('location'), '/keystatic', from)
      }
    })

    it('sets the sign-in cookies Secure and SameSite=Lax, the refresh token HttpOnly', async () => {
      const login = await fetch(`${host.url}/api/keystatic/github/login`, { redirect: 'manual' })
      const authorize = await fetch(toStandIn(login.headers.get('location')!), {
        redirect: 'manual',
      })
      const callback = await fetch(authorize.headers.get('location')!, { redirect: 'manual' })
      const cookies = callback.headers.getSetCookie()
      assert.deepEqual(
        cookies.map((c) => c.split('=')[0]),
        ['keystatic-gh-access-token', 'keystatic-gh-refresh-token'],
      )
      for (const cookie of cookies) {
        assert.match(cookie, /;\s*Secure\b/i, cookie)
        assert.match(cookie, /;\s*SameSite=Lax\b/i, cookie)
      }
      assert.match(cookies[1]!, /;\s*HttpOnly\b/i, 'the refresh token: HttpOnly')
      assert.doesNotMatch(
        cookies[1]!,
        /keystatic-gh-refresh-token=ghr_/,
        'the refresh token is kept encrypted',
      )
    })

    it('gives no one without a sign-in a token, and GitHub refuses their writes', async () => {
      const refresh = await fetch(`${host.url}/api/keystatic/github/refresh-token`)
      assert.equal(refresh.status, 401)
      assert.equal(refresh.headers.getSetCookie().length, 0)
      const forged = await fetch(`${host.url}/api/keystatic/github/refresh-token`, {
        headers: { Cookie: 'keystatic-gh-refresh-token=made-up' },
      })
      assert.equal(forged.status, 401)
      const before = git('for-each-ref')
      const write = await fetch(`${github.url}/graphql`, {
        method: 'POST',
        body: JSON.stringify({
          query: 'mutation { deleteRef(input: {refId: "ref:main"}) { clientMutationId } }',
        }),
      })
      assert.equal(write.status, 401)
      assert.equal(git('for-each-ref'), before, 'the repository is unchanged')
    })

    it('a writer signs in, makes a branch, changes a sentence on About, uploads a photo and saves: one commit on the branch', async () => {
      const page = await editorPage(host)
      await page.getByRole('button', { name: 'Log in with GitHub' }).click()
      await page.getByText('Hello, Asha Writer!').waitFor()
      await page.waitForURL(/\/keystatic\/branch\/main$/)
      // A branch for the change (its name starts with content-: never straight to main).
      await page.getByRole('button', { name: 'New branch…' }).click()
      const branch = `content-about-${key}`
      await page.getByLabel('Branch name').pressSequentially(`about-${key}`)
      await page.getByRole('button', { name: 'Create' }).click()
      await page.waitForURL(new RegExp(`/keystatic/branch/${branch}$`))
      await changeAbout(page, branch)
      // The story's photo, as a phone names it.
      const photo = path.join(work, `Team Photo ${key}.JPG`)
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6ea5' } })
        .jpeg()
        .toFile(photo)
      await page.getByRole('button', { name: 'Edit' }).nth(1).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Text with image' })
      const chooser = page.waitForEvent('filechooser')
      await dialog.getByRole('button', { name: 'Choose file' }).click()
      await (await chooser).setFiles(photo)
      await dialog.getByRole('button', { name: 'Remove' }).waitFor()
      await dialog.getByRole('button', { name: 'Done' }).click()
      // The preview of the branch is one link away.
      const expected = `https://${branch}.company-site.pages.dev/about`
      const preview = page.getByRole('button', { name: 'Preview' })
      await until(
        'the Preview link',
        () => preview.getAttribute('href'),
        (h) => h === expected,
      )
      await page.getByRole('button', { name: 'Save' }).click()
      const log = () => git('log', '--format=%s', `main..${branch}`).trim()
      await until('the commit on the branch', log, (commits) => commits !== '')
      assert.equal(log().split('\n').length, 1)
      const stored = `content/images/about/team-photo-${key}.jpg`
      assert.deepEqual(git('diff', '--name-only', 'main', branch).trim().split('\n').sort(), [
        stored,
        'pages/about/+Page.mdx',
      ])
      const changed = git('diff', '-U0', 'main', branch, '--', 'pages/about/+Page.mdx')
        .split('\n')
        .filter((line) => /^[-+][^-+]/.test(line))
      assert.equal(changed.length, 4, changed.join('\n'))
      assert.ok(
        changed.some((line) => line.startsWith('+') && line.includes('skilled, careful people.')),
      )
      assert.ok(changed.some((line) => line.startsWith('+') && line.includes(`image="${stored}"`)))
      assert.deepEqual(
        execFileSync('git', ['-C', bare, 'show', `${branch}:${stored}`]),
        readFileSync(photo),
        'the photo as uploaded',
      )
      await page.context().close()
    })

    it('refuses a save straight to main, and says why', async () => {
      const page = await editorPage(host)
      await page.getByRole('button', { name: 'Log in with GitHub' }).click()
      const main = git('rev-parse', 'main')
      await changeAbout(page, 'main')
      await page.getByRole('button', { name: 'Save' }).click()
      await page
        .getByText(/Protected branch update failed/)
        .first()
        .waitFor()
      assert.equal(git('rev-parse', 'main'), main, 'main is unchanged')
      await page.context().close()
    })

    it('tells someone without write access to the repository so', async () => {
      github.permission = 'READ'
      try {
        const page = await editorPage(host)
        await page.getByRole('button', { name: 'Log in with GitHub' }).click()
        const refs = git('for-each-ref')
        await changeAbout(page, 'main')
        await page.getByRole('button', { name: 'Save' }).click()
        // GitHub's answer, which the editor shows as it is: a sentence, not a stack trace.
        await page
          .getByText(/asha-writer does not have permission to push/)
          .first()
          .waitFor()
        assert.equal(git('for-each-ref'), refs, 'nothing was written')
        await page.context().close()
      } finally {
        github.permission = 'WRITE'
      }
    })
  })
}

describe('the editor on an nginx host', () => {
  it('serves /keystatic at one address with its own headers, and proxies its API to functions/node.ts', async () => {
    Object.assign(process.env, SECRETS)
    const { server } = await import('../../functions/node.ts')
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const nginx = await startNginx(
      path.join(dir, 'dist'),
      (server.address() as { port: number }).port,
    )
    try {
      for (const pathname of ['/keystatic', '/keystatic/branch/main/collection/pages']) {
        const answer = await get(nginx.url + pathname)
        assert.equal(answer.status, 200, pathname)
        assert.match(answer.body.toString(), /<div id="editor">/)
        assert.match(
          String(answer.headers['content-security-policy']),
          /connect-src 'self' https:\/\/api\.github\.com/,
        )
        assert.equal(answer.headers['x-robots-tag'], 'noindex')
      }
      const slash = await get(`${nginx.url}/keystatic/`)
      assert.equal(slash.status, 301)
      assert.equal(slash.headers.location, '/keystatic')
      const login = await get(`${nginx.url}/api/keystatic/github/login`)
      assert.equal(login.status, 307)
      const to = new URL(String(login.headers.location))
      assert.equal(to.searchParams.get('client_id'), SECRETS.KEYSTATIC_GITHUB_CLIENT_ID)
      assert.equal(
        to.searchParams.get('redirect_uri'),
        `${nginx.url}/api/keystatic/github/oauth/callback`,
      )
      const about = await get(`${nginx.url}/about`)
      assert.doesNotMatch(
        String(about.headers['content-security-policy']),
        /api\.github\.com/,
        'visitor pages keep their CSP',
      )
    } finally {
      nginx.stop()
      server.close()
    }
  })
})

describe("the writer's commit, and the build", () => {
  it("builds the branch's commit: the About page shows the sentence and the photo", async () => {
    const checkout = path.join(work, 'checkout')
    execFileSync('git', ['clone', '-q', '--branch', 'content-about-node', bare, checkout])
    symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(checkout, 'node_modules'))
    await run(checkout, 'npm run build --silent')
    const about = readFileSync(path.join(checkout, 'dist/client/about.html'), 'utf8')
    assert.match(about, /skilled, careful people\./)
    assert.match(about, /team-photo-node/)
  })

  it('puts no secret in the build', () => {
    const files = readdirSync(path.join(dir, 'dist'), { recursive: true }).map(String)
    for (const file of files) {
      const full = path.join(dir, 'dist', file)
      if (!existsSync(full) || !/\.(html|js|css|json|txt|xml|conf|mjs)$|_headers$/.test(file))
        continue
      const text = readFileSync(full, 'utf8')
      for (const [variable, value] of Object.entries(SECRETS))
        if (variable !== 'KEYSTATIC_GITHUB_CLIENT_ID')
          assert.ok(!text.includes(value), `${file} holds ${variable}`)
    }
  })

  it("leaves every visitor page's bytes as they are without the editor", async () => {
    const plain = path.join(work, 'plain')
    execFileSync('mkdir', ['-p', plain])
    copyProject(plain)
    await run(plain, 'npm run build --silent')
    const pages = (root: string) =>
      readdirSync(path.join(root, 'dist/client'), { recursive: true })
        .map(String)
        .filter((file) => !/^(keystatic\.html|assets\/editor(\/|$)|_headers)|\.(gz|br)$/.test(file))
        .sort()
    assert.deepEqual(pages(dir), pages(plain))
    for (const file of pages(plain)) {
      const full = path.join(plain, 'dist/client', file)
      if (!existsSync(full) || !/\.(html|js|css)$/.test(file)) continue
      assert.ok(
        readFileSync(full).equals(readFileSync(path.join(dir, 'dist/client', file))),
        `${file} differs`,
      )
    }
  })
})
