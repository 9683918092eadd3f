// @vitest-environment node
/**
 * Generated requests to the editor's API on both adapters (scripts/fuzz/editor-api.ts), seeded,
 * with GitHub answering, failing and unreachable. `npm run fuzz` runs many more. The cases the
 * generator found, fixed in functions/editor.ts, come first, on both adapters.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  askArbitrary,
  checkAsk,
  describeAsk,
  GitHubRoute,
  sendAsk,
  startNodeAdapter,
  startWorkerAdapter,
  type Adapter,
  type Ask,
} from './editor-api.ts'

const SEED = 48
const RUNS = { node: 600, worker: 300 }

const GITHUB_FAILED =
  /^GitHub could not be reached, or its answer could not be read, so this step of signing in did not finish\. Nothing was changed/
const BAD_ADDRESS =
  /^This address of the website editor's API is not one it answers: a part of it is not a valid %-encoded text\./

const request = (fields: Partial<Ask>): Ask => ({
  method: 'GET',
  path: '/api/keystatic/github/login',
  query: [],
  cookies: [],
  github: 'answering',
  signedIn: false,
  ...fields,
})

let route: GitHubRoute
beforeAll(async () => {
  // The API logs each failure (functions/editor.ts, failure); hundreds of them here.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  route = await GitHubRoute.start()
})
afterAll(() => {
  route.close()
  vi.restoreAllMocks()
})

describe.each([
  ['node', startNodeAdapter],
  ['worker', startWorkerAdapter],
] as const)("the editor's API on %s, generated requests", (name, start) => {
  let adapter: Adapter
  beforeAll(async () => {
    adapter = await start(route)
  }, 600_000)
  afterAll(() => adapter?.stop())

  const answer = async (fields: Partial<Ask>) => {
    const { answer } = await sendAsk(adapter, route, request(fields))
    return { status: answer.status, body: answer.body }
  }

  it('found: a path it cannot decode (%E0%A4%A) is a 400 with a sentence, not a 500', async () => {
    expect(await answer({ path: '/api/keystatic/github/%E0%A4%A' })).toEqual({
      status: 400,
      body: expect.stringMatching(BAD_ADDRESS),
    })
  })

  it.each(['failing', 'unreachable'] as const)(
    'found: GitHub %s at the sign-in’s callback is a 502 with a sentence, not 401 "Authorization failed"',
    async (github) => {
      expect(
        await answer({
          path: '/api/keystatic/github/oauth/callback',
          query: [['code', 'abc']],
          github,
        }),
      ).toEqual({ status: 502, body: expect.stringMatching(GITHUB_FAILED) })
    },
  )

  it('found: GitHub failing while a signed-in writer’s token is renewed is a 502, not 401', async () => {
    expect(
      await answer({
        path: '/api/keystatic/github/refresh-token',
        github: 'failing',
        signedIn: true,
      }),
    ).toEqual({ status: 502, body: expect.stringMatching(GITHUB_FAILED) })
  })

  it(`answers ${RUNS[name]} generated requests: up, no token, no other site, 5xx only for GitHub`, async () => {
    await fc.assert(
      fc.asyncProperty(askArbitrary(name), async (ask) => {
        const problem = await checkAsk(adapter, route, ask)
        if (problem) throw new Error(`${problem}\n  case: ${describeAsk(ask)}`)
      }),
      { seed: SEED, numRuns: RUNS[name], timeout: 60_000 },
    )
  }, 600_000)
})
