/**
 * The browser editor (npm run cms) leaves the production site alone:
 * - nothing of it is in the build, even with SITE_CMS=1 set;
 * - the site built after every page and content file was opened and saved in
 *   the editor without a change is byte-identical to the site built before;
 * - settings the docs call optional can be left out, and the site still builds.
 */
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import { copyProject } from '../../scripts/project-copy.ts'
import { build } from '../build'
import { failing, runNu } from '../e2e/nu.ts'
import { describeSite } from '../../tooling/cms/describe.ts'
import { editorFiles, loadKeystatic, resave } from '../../tooling/cms/resave.ts'

const copies: string[] = []
test.afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function copy(): string {
  const dir = copyProject(mkdtempSync(path.join(os.tmpdir(), 'site-cms-')))
  copies.push(dir)
  return dir
}

const buildCopy = (dir: string, env: Record<string, string> = {}) =>
  build(dir, { CI: 'true', ...env })

/** Every file of the built site, by path. */
function files(dir: string, at = ''): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  for (const entry of readdirSync(path.join(dir, at), { withFileTypes: true })) {
    const relative = path.join(at, entry.name)
    if (entry.isDirectory()) for (const [k, v] of files(dir, relative)) out.set(k, v)
    else out.set(relative, readFileSync(path.join(dir, relative)))
  }
  return out
}

test.describe('the editor and the production site', () => {
  test('a no-op save of every file leaves the built site byte-identical, and nothing of the editor is in it', async () => {
    const before = copy()
    const saved = copy()
    const k = await loadKeystatic()
    const spec = describeSite(saved)
    const entries = editorFiles(saved, spec)
    assert.ok(entries.length >= 15, 'every page and content file')
    for (const entry of entries) {
      const full = path.join(saved, entry.file)
      writeFileSync(full, resave(k, spec, entry, readFileSync(full, 'utf8')))
    }
    // One at a time: two builds at once would fight over two cores.
    const first = await buildCopy(before)
    assert.equal(first.status, 0, first.output.slice(-2000))
    const second = await buildCopy(saved, { SITE_CMS: '1' })
    assert.equal(second.status, 0, second.output.slice(-2000))

    const a = files(path.join(before, 'dist/client'))
    const b = files(path.join(saved, 'dist/client'))
    assert.deepEqual([...b.keys()].sort(), [...a.keys()].sort())
    for (const [file, bytes] of a) assert.ok(bytes.equals(b.get(file)!), `${file} differs`)

    for (const [file, bytes] of b) {
      const text = bytes.toString('latin1')
      assert.ok(!/keystatic|keystar/i.test(text), `${file} mentions the editor`)
    }
  })
})

test.describe("a writer's shorter settings", () => {
  test("the editor turned on by one line, the form without endpoint or news checkbox: the site builds, and the editor's page passes the W3C's checker", async () => {
    const dir = copy()
    const edit = (file: string, change: (text: string) => string) => {
      const before = readFileSync(path.join(dir, file), 'utf8')
      const after = change(before)
      assert.notEqual(after, before, `${file}: the test's change did not apply`)
      writeFileSync(path.join(dir, file), after)
    }
    // docs/editor.md: "One setting turns it on: editor.repo: owner/name".
    edit('content/site.yaml', (text) =>
      text
        .replace(/^editor:\n(?: {2}.*\n?)*/m, 'editor:\n  repo: acme/company-site\n')
        .replace(/^formEndpoint: .*\n/m, '')
        .replace(/^analytics:\n(?: {2}.*\n)*/m, 'analytics:\n  provider: none\n'),
    )
    for (const file of ['content/form.yaml', 'content/form.ta.yaml'])
      edit(file, (text) => text.replace(/^marketingConsent:\n(?: {2}.*\n)*/m, ''))
    const { status, output } = await buildCopy(dir)
    assert.equal(status, 0, output.slice(-2000))
    assert.ok(existsSync(path.join(dir, 'dist/client/keystatic.html')), 'the editor is built')
    // Its page, as the visitor pages are (tests/e2e/nu.test.ts). The screens Keystatic then draws
    // in the browser are Keystatic's markup, not checked (docs/html-checks.md).
    const nu = await runNu([path.join(dir, 'dist/client/keystatic.html')])
    assert.deepEqual(failing(nu.messages), [])
    assert.match(output, /the contact form sends nothing/)
    const contact = readFileSync(path.join(dir, 'dist/client/contact.html'), 'utf8')
    assert.doesNotMatch(contact, /name="marketing"/, 'no news checkbox')
  })
})
