/**
 * The W3C's Nu Html Checker over every page of the build (the sitemap's, the 404 page, the
 * catalogue, and any other) and every stylesheet, in one run (issue 56): no error, and no warning
 * but those listed in ./nu.ts with their reason. Its CSS rules are proven narrow on each run:
 * nu-fixture.css goes through the same run and filter, and each of its mistakes must come out.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { test } from './harness'
import { pageFile } from '../../scripts/serve.ts'
import { ALLOWED, allowedBy, counts, failing, fileOf, runNu, type NuMessage } from './nu'

const DIST = 'dist/client'
/** Real CSS mistakes, each on a line marked "mistake", and CSS of the kinds the filter passes. */
const FIXTURE = 'tests/e2e/nu-fixture.css'

/** Every file under `dir` whose name ends in `ext`. */
const files = (dir: string, ext: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name), ext)
      : entry.name.endsWith(ext)
        ? [join(dir, entry.name)]
        : [],
  )

test.describe('the W3C Nu Html Checker (vnu-jar) over every page and stylesheet of the build', () => {
  let messages: NuMessage[] = []
  let pages: string[] = []
  const fromFixture = (m: NuMessage) => fileOf(m) === resolve(FIXTURE)

  test.beforeAll(async () => {
    pages = files(DIST, '.html')
    const run = await runNu([...pages, ...files(join(DIST, 'assets'), '.css'), FIXTURE])
    messages = run.messages
    console.log(`vnu: ${pages.length} pages and the stylesheets in ${run.seconds.toFixed(1)} s`)
  })

  test('checks every page: the sitemap, the 404 page and the catalogue', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8')
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    assert.ok(routes.length > 30, `${routes.length} pages in the sitemap`)
    const checked = new Set(pages.map((file) => relative(DIST, file)))
    const expected = [...routes.map(pageFile), '404.html', pageFile('/components')]
    assert.deepEqual(
      expected.filter((file) => !checked.has(file)),
      [],
    )
  })

  test('finds no error and no warning in the pages and stylesheets but those listed with a reason', () => {
    const site = messages.filter((m) => !fromFixture(m))
    assert.deepEqual(failing(site), [])
    const listed = new Map<string, number>()
    for (const m of site.filter(counts)) {
      const name = allowedBy(m)!.name
      listed.set(name, (listed.get(name) ?? 0) + 1)
    }
    for (const [name, count] of listed) console.log(`vnu: ${count} × ${name} (listed)`)
  })

  test('lists no exception that no longer matches anything (delete it)', () => {
    const used = new Set(messages.filter(counts).map((m) => allowedBy(m)?.name))
    assert.deepEqual(
      ALLOWED.filter((allowed) => !used.has(allowed.name)).map((allowed) => allowed.name),
      [],
    )
  })

  test("keeps real CSS mistakes: each of the fixture's fails, its features the checker does not know pass", () => {
    const fixture = messages.filter(fromFixture)
    const kept = fixture.filter((m) => !allowedBy(m))
    const mistakes = readFileSync(FIXTURE, 'utf8')
      .split('\n')
      .flatMap((line, i) => (line.includes('/* mistake') ? [i + 1] : []))
    assert.deepEqual(
      [...new Set(kept.map((m) => m.lastLine))],
      mistakes,
      kept.map((m) => `${m.lastLine}: ${m.message}`).join('\n'),
    )
    assert.ok(fixture.length > kept.length, 'the fixture also has CSS the filter passes')
  })
})
