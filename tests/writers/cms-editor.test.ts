/**
 * A writer in the browser editor (npm run cms), in a copy of the project:
 * changes a sentence on the About page and saves; adds a FAQ entry through
 * its form and saves. Each file changes by just those lines, and the built
 * site shows both.
 */
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs'
import { copyProject } from '../../scripts/project-copy.mjs'

const dir = mkdtempSync(path.join(os.tmpdir(), 'site-editor-'))
let server: ChildProcess | undefined
let browser: Browser | undefined
let editor = ''

before(async () => {
  copyProject(dir)
  server = spawn('node', ['--import', 'tsx', 'tooling/cms/start.ts'], {
    cwd: dir,
    env: { ...process.env, SITE_CMS_CACHE_DIR: path.join(dir, '.vite-cache') },
    detached: true,
  })
  editor = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`no address in:\n${output}`)), 120_000)
    const read = (chunk: Buffer) => {
      output += chunk
      const match = /Website editor:\s+(\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    server!.stdout!.on('data', read)
    server!.stderr!.on('data', read)
  })
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  })
})

after(async () => {
  await browser?.close()
  if (server?.pid) process.kill(-server.pid)
  rmSync(dir, { recursive: true, force: true })
})

const read = (file: string) => readFileSync(path.join(dir, file), 'utf8')

/** The lines of `after` that are not in `before` and the other way round. */
function diff(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  return {
    removed: a.filter((line) => !b.includes(line)),
    added: b.filter((line) => !a.includes(line)),
  }
}

/** The file once the editor has written it: it holds `expected`, and two reads agree. */
async function waitForSave(file: string, expected: string) {
  for (let i = 0; i < 200; i++) {
    const text = read(file)
    await new Promise((r) => setTimeout(r, 100))
    if (text.includes(expected) && read(file) === text) return text
  }
  throw new Error(`${file} was not saved`)
}

async function open(): Promise<Page> {
  const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(editor)
  return page
}

/** Selects `word` inside the editor's text, as a double-click would. */
async function selectWord(page: Page, word: string) {
  await page.evaluate((text) => {
    const root = document.querySelector('[contenteditable="true"]')!
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text)
      if (at === -1) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + text.length)
      const selection = window.getSelection()!
      selection.removeAllRanges()
      selection.addRange(range)
      return
    }
    throw new Error(`"${text}" is not on the page`)
  }, word)
}

describe('a writer in the browser editor', { concurrency: false }, () => {
  it('changes a sentence on the About page and saves: one line of the file changes', async () => {
    const file = 'pages/about.mdx'
    const before = read(file)
    const page = await open()
    await page.getByRole('link', { name: 'Pages' }).first().click()
    await page.getByText('about', { exact: true }).click()
    await page.getByText('friendly people.').waitFor()
    await page.locator('[contenteditable="true"]').click()
    await selectWord(page, 'friendly')
    await page.keyboard.type('careful')
    await page.getByRole('button', { name: 'Save' }).click()
    const after = await waitForSave(file, 'skilled, careful people.')
    assert.deepEqual(diff(before, after), {
      removed: [
        '  We help businesses run better by combining dependable technology with skilled, friendly people.',
      ],
      added: [
        '  We help businesses run better by combining dependable technology with skilled, careful people.',
      ],
    })
    await page.close()
  })

  it('adds a FAQ entry through its form and saves: only the new entry is added', async () => {
    const file = 'content/faq.yaml'
    const before = read(file)
    const page = await open()
    await page.getByRole('link', { name: 'FAQ' }).first().click()
    await page.getByText('Which industries do you serve?').waitFor()
    await page.getByRole('button', { name: 'Add' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Question').fill('Do you sign a non-disclosure agreement?')
    await dialog.getByLabel('Answer').fill('Yes, before we see any of your data.')
    await dialog.getByRole('button', { name: 'Add' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    const after = await waitForSave(file, 'Yes, before we see any of your data.')
    assert.deepEqual(diff(before, after), {
      removed: [],
      added: [
        '  - question: Do you sign a non-disclosure agreement?',
        '    answer: Yes, before we see any of your data.',
      ],
    })
    assert.ok(after.startsWith(before.trimEnd()), 'added at the end, the rest unchanged')
    await page.close()
  })

  it('the built site shows both changes', async () => {
    const result = await new Promise<{ status: number | null; output: string }>((resolve) => {
      const child = spawn('npx', ['vike', 'build'], {
        cwd: dir,
        env: { ...process.env, CI: 'true' },
      })
      let output = ''
      child.stdout.on('data', (c) => (output += c))
      child.stderr.on('data', (c) => (output += c))
      child.on('close', (status) => resolve({ status, output }))
    })
    assert.equal(result.status, 0, result.output.slice(-2000))
    const about = read('dist/client/about/index.html')
    assert.ok(/skilled,\s+careful people\./.test(about), 'the About page shows the edit')
    const contact = read('dist/client/contact/index.html')
    assert.ok(contact.includes('Do you sign a non-disclosure agreement?'), 'the new question')
    assert.ok(contact.includes('Yes, before we see any of your data.'), 'its answer')
  })
})
