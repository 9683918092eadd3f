/**
 * The editor on the live site, end to end, against a STAND-IN FOR GITHUB (./github-stand-in.ts:
 * GitHub cannot be reached from these machines). Everything else is real: a copy of the site
 * built with `editor.repo` set; its /keystatic page in Debian's Chromium; the API routes of
 * functions/ on Node (npm run preview's server, as behind nginx) and on Cloudflare's runtime
 * (wrangler's own bundle of functions/worker.ts, run by Miniflare, wrangler's local runtime, with
 * the settings wrangler reads from wrangler.jsonc); cookies; redirects; a bare git repository; a
 * build of the writer's commit. The function's calls to live.github.com go to the stand-in through
 * the runtime's outbound hook (Miniflare's outboundService; on Node, fetch); the browser's
 * through Playwright's routing.
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { test } from '@playwright/test'
import sharp from 'sharp'
import { copyProject } from '../../scripts/project-copy.ts'
import { built } from '../build'
import { get, startNginx } from '../e2e/nginx.ts'
import {
  changeAbout,
  editorPage as openEditor,
  liveEditor,
  SECRETS,
  startCloudflare,
  startNode,
  toStandIn as standInUrl,
  until,
  type Host,
} from './live-editor.ts'

const live = liveEditor('live-editor')
const { work, dir, bare, git } = live
const toStandIn = (url: string) => standInUrl(live.github, url)
const editorPage = (host: Host) => openEditor(live.browser, host, live.github)

const ADAPTERS = [
  ['Node (npm run preview, as behind nginx)', () => startNode(dir, live.github), 'node'],
  [
    'Cloudflare (wrangler bundle on its local runtime)',
    () => startCloudflare(dir, path.join(work, 'worker'), live.github),
    'cloudflare',
  ],
] as const

for (const [name, start, key] of ADAPTERS) {
  test.describe(`the editor's sign-in and saving, on ${name}`, () => {
    let host: Host
    test.beforeAll(async () => {
      host = await start()
    })
    test.afterAll(() => host?.stop())

    test("sends the writer to GitHub's authorize page with the configured client id", async () => {
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

    test('never sends a signed-in writer to another site', async () => {
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

    test('sets the sign-in cookies Secure and SameSite=Lax, the refresh token HttpOnly', async () => {
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

    test('gives no one without a sign-in a token, and GitHub refuses their writes', async () => {
      const refresh = await fetch(`${host.url}/api/keystatic/github/refresh-token`)
      assert.equal(refresh.status, 401)
      assert.equal(refresh.headers.getSetCookie().length, 0)
      const forged = await fetch(`${host.url}/api/keystatic/github/refresh-token`, {
        headers: { Cookie: 'keystatic-gh-refresh-token=made-up' },
      })
      assert.equal(forged.status, 401)
      const before = git('for-each-ref')
      const write = await fetch(`${live.github.url}/graphql`, {
        method: 'POST',
        body: JSON.stringify({
          query: 'mutation { deleteRef(input: {refId: "ref:main"}) { clientMutationId } }',
        }),
      })
      assert.equal(write.status, 401)
      assert.equal(git('for-each-ref'), before, 'the repository is unchanged')
    })

    test('a writer signs in, makes a branch, changes a sentence on About, uploads a photo and saves: one commit on the branch', async () => {
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

    test('refuses a save straight to main, and says why', async () => {
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

    test('tells someone without write access to the repository so', async () => {
      live.github.permission = 'READ'
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
        live.github.permission = 'WRITE'
      }
    })
  })
}

test.describe('the editor on an nginx host', () => {
  test('serves /keystatic at one address with its own headers, and proxies its API to functions/node.ts', async () => {
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

test.describe("the writer's commit, and the build", () => {
  test("builds the branch's commit: the About page shows the sentence and the photo", async () => {
    const checkout = path.join(work, 'checkout')
    execFileSync('git', ['clone', '-q', '--branch', 'content-about-node', bare, checkout])
    symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(checkout, 'node_modules'))
    await built(checkout)
    const about = readFileSync(path.join(checkout, 'dist/client/about.html'), 'utf8')
    assert.match(about, /skilled, careful people\./)
    assert.match(about, /team-photo-node/)
  })

  test('puts no secret in the build', () => {
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

  test("leaves every visitor page's bytes as they are without the editor", async () => {
    const plain = path.join(work, 'plain')
    execFileSync('mkdir', ['-p', plain])
    copyProject(plain)
    await built(plain)
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
