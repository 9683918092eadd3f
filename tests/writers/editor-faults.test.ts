/**
 * The live site's editor while GitHub has a bad day: the STAND-IN (./github-stand-in.ts) made
 * slow, answering 500 or dropping the connection on one route at a time, during sign-in (the
 * token exchange, which the editor's function makes: on Node and on Cloudflare's runtime) and
 * during a save (the commit, which the writer's browser makes to GitHub itself, so the adapter
 * plays no part and Node alone is used). In a real browser, because what is under test is what
 * the writer sees: the page after GitHub's sign-in, and Keystatic's notice on Save. For each: a
 * sentence, nothing half-done in the repository or the browser, and a retry that works once the
 * fault is cleared.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import { test } from '@playwright/test'
import type { Page } from 'playwright-core'
import type { Fault } from './github-stand-in.ts'
import {
  changeAbout,
  editorPage,
  liveEditor,
  startCloudflare,
  startNode,
  until,
  type Host,
} from './live-editor.ts'

/** How long the editor's function waits for GitHub here (10 s on a real host). */
const LIMIT_MS = 2000
const ENV = { EDITOR_GITHUB_TIMEOUT_MS: String(LIMIT_MS) }

const live = liveEditor('editor-faults')
const { work, dir, git } = live

/** The sign-in cookies the browser holds. */
const signInCookies = async (page: Page) =>
  (await page.context().cookies())
    .map((c) => c.name)
    .filter((name) => name.startsWith('keystatic-gh-'))

/** Signs the writer in from /keystatic and waits for the editor's welcome. */
async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Log in with GitHub' }).click()
  await page.getByText('Hello, Asha Writer!').waitFor()
}

/** The status of the page after GitHub, and what the writer reads on it. */
type Answer = readonly [number, RegExp]
const SLOW: Answer = [
  504,
  /^GitHub did not answer within 2 seconds, so this step of signing in did not finish\. Nothing was changed: open the editor again \(\/keystatic\) and sign in/,
]
const UNREACHABLE: Answer = [
  502,
  /^GitHub could not be reached, or its answer could not be read, so this step of signing in did not finish\. Nothing was changed: try again in a minute/,
] as const

/**
 * A fault on the token exchange, and what the writer reads on Node and on Cloudflare. GitHub's 500
 * and a dropped connection both end in the 502 sentence (functions/editor.ts turns an answer 5xx
 * from GitHub into a failure; Miniflare answers the Worker's fetch with a 500 when the stand-in's
 * connection drops). A code GitHub answers but refuses: functions/editor.test.ts.
 */
const SIGN_IN_FAULTS: [string, Fault, { node: Answer; cloudflare: Answer }][] = [
  [
    `slower than the function's limit (${LIMIT_MS / 1000} s)`,
    { kind: 'slow', ms: 3 * LIMIT_MS },
    { node: SLOW, cloudflare: SLOW },
  ],
  ['answering 500', { kind: '500' }, { node: UNREACHABLE, cloudflare: UNREACHABLE }],
  ['dropping the connection', { kind: 'drop' }, { node: UNREACHABLE, cloudflare: UNREACHABLE }],
]

const ADAPTERS = [
  ['Node (npm run preview, as behind nginx)', () => startNode(dir, live.github, ENV), 'node'],
  [
    'Cloudflare (wrangler bundle on its local runtime)',
    () => startCloudflare(dir, path.join(work, 'worker'), live.github, ENV),
    'cloudflare',
  ],
] as const

for (const [name, start, key] of ADAPTERS) {
  test.describe(`signing in while GitHub's token exchange fails, on ${name}`, () => {
    let host: Host
    test.beforeAll(async () => {
      host = await start()
    })
    test.afterAll(() => host?.stop())

    for (const [
      what,
      fault,
      {
        [key]: [status, sentence],
      },
    ] of SIGN_IN_FAULTS)
      test(`GitHub ${what}: the writer reads what happened and what to do, is not half signed in, and signs in once GitHub is back`, async () => {
        const refs = git('for-each-ref')
        const page = await editorPage(live.browser, host, live.github)
        live.github.faults.set('token', fault)
        try {
          const callback = page.waitForResponse((r) => r.url().includes('/oauth/callback'))
          await page.getByRole('button', { name: 'Log in with GitHub' }).click()
          assert.equal((await callback).status(), status)
          await page.getByText(sentence).waitFor()
        } finally {
          live.github.faults.delete('token')
        }
        assert.deepEqual(await signInCookies(page), [], 'no sign-in cookie')
        // Back to the editor, as the sentence says: it asks for a sign-in, which now works.
        await page.goto(`${host.url}/keystatic`)
        await signIn(page)
        assert.deepEqual((await signInCookies(page)).sort(), [
          'keystatic-gh-access-token',
          'keystatic-gh-refresh-token',
        ])
        assert.equal(git('for-each-ref'), refs, 'the repository is unchanged')
        await page.context().close()
      })
  })
}

/**
 * A fault on the save's commit, and what Keystatic shows on Save: its own notice with the error's
 * message as its GraphQL client (urql) words it: "[Network] …", not a sentence. Our code is not on
 * this path (the browser calls GitHub itself), so the words are Keystatic's (docs/reliability.md).
 * A save makes one call to GitHub, the commit (the stand-in's log shows it): trees and blobs are
 * read when a branch or an entry opens, not on Save.
 */
const SAVE_FAULTS: [string, Fault, RegExp][] = [
  ['answering 500', { kind: '500' }, /^\[Network\] Internal Server Error$/],
  ['dropping the connection', { kind: 'drop' }, /^\[Network\] Failed to fetch$/],
]

test.describe("saving while GitHub's commit fails (the browser's own call to GitHub)", () => {
  let host: Host
  test.beforeAll(async () => {
    host = await startNode(dir, live.github, ENV)
  })
  test.afterAll(() => host?.stop())

  /** A branch of its own for one test, the writer signed in on About there, changed, unsaved. */
  async function aboutChanged(branch: string) {
    git('branch', branch, 'main')
    const page = await editorPage(live.browser, host, live.github)
    await signIn(page)
    await page.goto(`${host.url}/keystatic/branch/${branch}`)
    await changeAbout(page, branch)
    return page
  }
  /** The branch's commits since main, newest first. */
  const commits = (branch: string) =>
    git('log', '--format=%s', `main..${branch}`).trim().split('\n').filter(Boolean)
  /** Waits for the stand-in to have been struck by the fault on `route` since request `from`. */
  const struck = (from: number, route: string) =>
    until(
      `the fault on ${route}`,
      () => live.github.requests.slice(from),
      (requests) => requests.some((r) => r.includes(`(fault on ${route}`)),
    )

  for (const [what, fault, notice] of SAVE_FAULTS)
    test(`GitHub ${what}: the writer reads Keystatic's notice, nothing is committed, and Save again commits once`, async () => {
      const branch = `content-fault-${fault.kind}`
      const page = await aboutChanged(branch)
      const save = page.getByRole('button', { name: 'Save' })
      const from = live.github.requests.length
      live.github.faults.set('commit', fault)
      try {
        await save.click()
        await page.getByText(notice).waitFor()
      } finally {
        live.github.faults.delete('commit')
      }
      assert.deepEqual(commits(branch), [], 'nothing was committed')
      assert.deepEqual(
        live.github.requests.slice(from),
        ['POST /graphql CreateCommit', `  (fault on commit: ${fault.kind})`],
        'one call, the commit',
      )
      // The change is still in the editor: Save again.
      await page.getByText('skilled, careful people.').waitFor()
      await save.click()
      await until(
        'the commit on the branch',
        () => commits(branch),
        (c) => c.length > 0,
      )
      await page.getByText(notice).waitFor({ state: 'detached' })
      assert.deepEqual(commits(branch), ['Update pages/about/+Page'], 'one commit')
      assert.equal(git('diff', '--name-only', 'main', branch).trim(), 'pages/about/+Page.mdx')
      await page.context().close()
    })

  test('GitHub slow (5 s): Save waits, cannot be pressed twice meanwhile, and commits once', async () => {
    const branch = 'content-fault-slow'
    const page = await aboutChanged(branch)
    const save = page.getByRole('button', { name: 'Save' })
    const from = live.github.requests.length
    live.github.faults.set('commit', { kind: 'slow', ms: 5000 })
    try {
      await save.click()
      await struck(from, 'commit')
      // GitHub has the request and has not answered: the writer sees Save busy.
      assert.equal(await save.isDisabled(), true, 'Save is disabled while it waits')
      await until(
        'the commit on the branch',
        () => commits(branch),
        (c) => c.length > 0,
      )
    } finally {
      live.github.faults.delete('commit')
    }
    await until(
      'Save idle again',
      () => save.isDisabled(),
      (disabled) => disabled,
    )
    assert.deepEqual(commits(branch), ['Update pages/about/+Page'], 'one commit')
    await page.context().close()
  })
})
