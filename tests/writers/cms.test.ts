/**
 * The browser editor (npm run cms) leaves the production site alone:
 * - nothing of it is in the build, even with SITE_CMS=1 set;
 * - the site built after every page and content file was opened and saved in
 *   the editor without a change is byte-identical to the site built before.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { copyProject } from '../../scripts/project-copy.ts'
import { describeSite } from '../../tooling/cms/describe.ts'
import { editorFiles, loadKeystatic, resave } from '../../tooling/cms/resave.ts'

const copies: string[] = []
after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function copy(): string {
  const dir = copyProject(mkdtempSync(path.join(os.tmpdir(), 'site-cms-')))
  copies.push(dir)
  return dir
}

function build(dir: string, env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn('sh', ['-c', 'npm run build --silent'], {
      cwd: dir,
      env: { ...process.env, CI: 'true', ...env },
    })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    child.on('close', (status) => resolve({ status, output }))
  })
}

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

describe('the editor and the production site', () => {
  it('a no-op save of every file leaves the built site byte-identical, and nothing of the editor is in it', async () => {
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
    const first = await build(before)
    assert.equal(first.status, 0, first.output.slice(-2000))
    const second = await build(saved, { SITE_CMS: '1' })
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
