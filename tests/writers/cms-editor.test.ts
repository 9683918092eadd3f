/**
 * A writer in the browser editor (npm run cms), in a copy of the project:
 * changes a sentence on the About page and saves; adds a FAQ entry through
 * its form and saves; uploads a photo for the About page's story. Each file
 * changes by just those lines, the photo is kept in content/images/, and the
 * built site shows all three, the photo in responsive widths and modern
 * formats.
 * Its API, asked as another computer or another site would: it listens on this computer only
 * (even with CI set, where Vite would listen everywhere), saves pages, content files and photos,
 * and refuses code files, foreign pages' requests and oversized bodies.
 */
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import { chromium, type Browser, type Page } from 'playwright-core'
import sharp from 'sharp'
import { CHROMIUM_ARGS, HEADLESS_SHELL } from '../../scripts/chromium.ts'
import { copyProject } from '../../scripts/project-copy.ts'
import { build } from '../build'
import { selectWord } from './editor-text.ts'

// The copy is made by the worker that runs the file (not when Playwright lists the tests).
let dir = ''
let server: ChildProcess | undefined
let browser: Browser | undefined
let editor = ''

test.beforeAll(async () => {
  dir = copyProject(mkdtempSync(path.join(os.tmpdir(), 'site-editor-')))
  server = spawn('node', ['--import', 'tsx', 'tooling/cms/start.ts'], {
    cwd: dir,
    // CI set as in a container or CI, where Vite alone would listen on every address.
    env: { ...process.env, CI: '1', SITE_CMS_CACHE_DIR: path.join(dir, '.vite-cache') },
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
    executablePath: HEADLESS_SHELL,
    args: CHROMIUM_ARGS,
  })
})

test.afterAll(async () => {
  await browser?.close()
  if (server?.pid) process.kill(-server.pid)
  if (dir) rmSync(dir, { recursive: true, force: true })
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

test.describe('a writer in the browser editor', () => {
  test('changes a sentence on the About page and saves: one line of the file changes', async () => {
    const file = 'pages/about/+Page.mdx'
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

  test('adds a FAQ entry through its form and saves: only the new entry is added', async () => {
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

  test('lists the blog, case studies and job openings, and opens a post with its settings', async () => {
    const page = await open()
    for (const name of ['Blog posts', 'Case studies', 'Job openings'])
      await page.getByRole('link', { name }).first().waitFor()
    await page.getByRole('link', { name: 'Blog posts' }).first().click()
    await page.getByText('choosing-an-erp-for-a-growing-business').click()
    await page.getByText('Start with the work, not the software').waitFor()
    assert.equal(await page.getByLabel('Author').inputValue(), 'The Company Name team')
    await page.close()
  })

  test('uploads a photo for Our Story: kept in content/images/, named in the page', async () => {
    const file = 'pages/about/+Page.mdx'
    const before = read(file)
    // A photo as a phone names it: capitals, a space, wider than any width the site uses.
    const photo = path.join(dir, 'Team Photo.JPG')
    await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toFile(photo)
    const page = await open()
    await page.getByRole('link', { name: 'Pages' }).first().click()
    await page.getByText('about', { exact: true }).click()
    await page.getByText('We started in 2023').waitFor()
    // The second block is Text with image (the first is the page header).
    await page.getByRole('button', { name: 'Edit' }).nth(1).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Text with image' })
    await dialog.getByText('Upload a photo (JPEG, PNG, WebP or AVIF').waitFor()
    const chooser = page.waitForEvent('filechooser')
    await dialog.getByRole('button', { name: 'Choose file' }).click()
    await (await chooser).setFiles(photo)
    await dialog.getByRole('button', { name: 'Remove' }).waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    const stored = 'content/images/about/team-photo.jpg'
    const after = await waitForSave(file, stored)
    const { removed, added } = diff(before, after)
    assert.equal(removed.length, 1, 'one line changes')
    assert.equal(
      added[0],
      removed[0]!.replace(/image="https:\/\/images\.unsplash\.com\/[^"]+"/, `image="${stored}"`),
      'only the photo setting changes',
    )
    for (let i = 0; i < 50 && !existsSync(path.join(dir, stored)); i++)
      await page.waitForTimeout(100)
    assert.deepEqual(
      readFileSync(path.join(dir, stored)),
      readFileSync(photo),
      'the photo as uploaded',
    )
    await page.close()
  })

  test('the built site shows the three changes, the photo in widths and formats', async () => {
    const result = await build(dir, { CI: 'true' }, 'vike build')
    assert.equal(result.status, 0, result.output.slice(-2000))
    const about = read('dist/client/about.html')
    assert.ok(/skilled,\s+careful people\./.test(about), 'the About page shows the edit')
    const contact = read('dist/client/contact.html')
    assert.ok(contact.includes('Do you sign a non-disclosure agreement?'), 'the new question')
    assert.ok(contact.includes('Yes, before we see any of your data.'), 'its answer')

    const picture = /<picture>(.*?)<\/picture>/.exec(about)?.[1]
    assert.ok(picture, 'the story photo is a <picture>')
    const srcsets = [...picture.matchAll(/<source type="image\/(\w+)" srcSet="([^"]+)"/g)]
    assert.deepEqual(
      srcsets.map((m) => m[1]),
      ['avif', 'webp'],
      'modern formats first, JPEG in the <img>',
    )
    const img = /<img [^>]*>/.exec(picture)![0]
    assert.match(img, /width="640" height="480"/, 'explicit width and height')
    assert.match(img, /alt="Colleagues discussing plans/)
    const jpeg = /srcSet="([^"]+)"/.exec(img)![1]!
    for (const srcset of [...srcsets.map((m) => m[2]!), jpeg]) {
      const candidates = srcset.split(', ').map((c) => c.split(' '))
      assert.deepEqual(
        candidates.map(([, w]) => w),
        ['400w', '640w', '960w', '1280w', '1600w'],
      )
      for (const [url, w] of candidates) {
        const made = path.join(dir, 'dist/client', url!)
        assert.ok(existsSync(made), `${url} is in dist/client`)
        assert.equal(
          (await sharp(made).metadata()).width,
          Number.parseInt(w!),
          `${url} is ${w} wide`,
        )
      }
    }
  })
})

test.describe("the editor's API", () => {
  const origin = () => new URL(editor).origin
  /** A Keystatic save as the editor's page sends it. */
  const save = (
    files: Record<string, string>,
    {
      from = origin(),
      deletions = [] as string[],
      body,
    }: { from?: string; deletions?: string[]; body?: string } = {},
  ) =>
    fetch(new URL('/api/keystatic/update', editor), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'no-cors': '1', Origin: from },
      body:
        body ??
        JSON.stringify({
          additions: Object.entries(files).map(([file, text]) => ({
            path: file,
            contents: Buffer.from(text).toString('base64url'),
          })),
          deletions: deletions.map((file) => ({ path: file })),
        }),
    })

  test('listens on this computer only, though CI is set', async () => {
    assert.equal(new URL(editor).hostname, '127.0.0.1')
    const port = Number(new URL(editor).port)
    const outward = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4')
    assert.ok(outward, 'this machine has a network address to try')
    const reached = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: outward.address, port }, () => {
        socket.destroy()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    assert.equal(reached, false, `the editor answers at ${outward.address}:${port}`)
  })

  test('saves a page, a content file and a photo as the editor does', async () => {
    const page = read('pages/about/+Page.mdx')
    const faq = read('content/faq.yaml')
    const response = await save({
      'pages/about/+Page.mdx': page,
      'content/faq.yaml': faq,
      'content/images/about/api-test.png': 'not really a photo',
      'content/blog/api-test.mdx': read('content/blog/what-a-virtual-receptionist-does.mdx'),
    })
    assert.equal(response.status, 200, await response.text())
    assert.ok(existsSync(path.join(dir, 'content/blog/api-test.mdx')), 'a new post')
    await save({}, { deletions: ['content/blog/api-test.mdx'] })
    assert.ok(existsSync(path.join(dir, 'content/images/about/api-test.png')))
    const removed = await save({}, { deletions: ['content/images/about/api-test.png'] })
    assert.equal(removed.status, 200)
    assert.ok(!existsSync(path.join(dir, 'content/images/about/api-test.png')))
  })

  for (const file of [
    'pages/+Head.tsx',
    'pages/+config.ts',
    'content/site.ts',
    'pages/about/+Page.tsx',
    'pages/about/+data.ts',
    'content/images/logo.svg',
    'content/../vite.config.ts',
    'package.json',
  ]) {
    test(`refuses to write ${file}, saying why`, async () => {
      const full = path.join(dir, file)
      const before = existsSync(full) ? read(file) : undefined
      const response = await save({ [file]: 'export default "changed by a request"' })
      assert.equal(response.status, 403)
      assert.match(
        await response.text(),
        /saves only pages .* Fix: change code files in a code editor/,
      )
      assert.equal(existsSync(full) ? read(file) : undefined, before, `${file} is unchanged`)
    })
  }

  test('refuses to delete a code file', async () => {
    const response = await save({}, { deletions: ['pages/+config.ts'] })
    assert.equal(response.status, 403)
    assert.ok(existsSync(path.join(dir, 'pages/+config.ts')))
  })

  test("refuses a save from another site's page, even for a page file", async () => {
    const file = 'pages/about/+Page.mdx'
    const before = read(file)
    for (const from of ['http://localhost:5173', 'https://evil.example']) {
      const response = await save({ [file]: 'Changed from elsewhere' }, { from })
      assert.equal(response.status, 403, from)
      assert.match(await response.text(), /only the editor's own page may save/)
    }
    assert.equal(read(file), before)
  })

  test('refuses a body over its size cap and keeps answering', async () => {
    // A request that says how big it is: refused before a byte of it is read.
    const status = await new Promise<number | undefined>((resolve) => {
      const request = http.request(new URL('/api/keystatic/update', editor), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(13 * 1024 * 1024),
          'no-cors': '1',
        },
      })
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => {
          assert.match(text, /at most 12 MB/)
          resolve(response.statusCode)
        })
      })
      request.on('error', () => resolve(undefined))
      request.write('{')
    })
    assert.equal(status, 413)
    const tree = await fetch(new URL('/api/keystatic/tree', editor), {
      headers: { 'no-cors': '1' },
    })
    assert.equal(tree.status, 200)
  })
})
