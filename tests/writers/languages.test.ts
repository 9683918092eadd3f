/**
 * Adding a language is a line in content/site.yaml and its files (WRITING.md, "Languages"): a
 * copy of the site gets Hindi, first without its short texts (the build stops and lists them),
 * then with them and one page translated (the privacy notice), and the build has the Hindi page,
 * the switch to it from English and Tamil and back, and the sitemap's alternates.
 */
import assert from 'node:assert/strict'
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import { chromium, type Browser } from 'playwright-core'
import { parse } from 'yaml'
import { CHROMIUM_ARGS, HEADLESS_SHELL } from '../../scripts/chromium.ts'
import { copyProject } from '../../scripts/project-copy.ts'
import { build } from '../build'
import { startServer } from '../../scripts/serve.ts'
import { recordProblems } from '../e2e/harness'

const HINDI = `  - code: hi
    name: हिन्दी
    readThisPage: यह पृष्ठ हिन्दी में
    locale: hi-IN
`
const TITLE = 'गोपनीयता नीति'

let dir = ''
let url = ''
let origin = ''
let close = () => {}
let browser: Browser | undefined
let missing = ''
let output = ''

/** `npm run build` in the copy: its exit status, and what it printed. */
const buildCopy = async (): Promise<[number | null, string]> => {
  const { status, output } = await build(dir)
  return [status, output]
}

test.beforeAll(async () => {
  dir = copyProject(mkdtempSync(path.join(os.tmpdir(), 'site-language-')))
  const settings = path.join(dir, 'content/site.yaml')
  const source = readFileSync(settings, 'utf8')
  const tamil = source.indexOf('\n', source.indexOf('locale: ta-IN')) + 1
  writeFileSync(settings, source.slice(0, tamil) + HINDI + source.slice(tamil))
  origin = (parse(source) as { siteUrl: string }).siteUrl.replace(/\/$/, '')

  // 1. The language listed, its texts not yet written.
  let status: number | null
  ;[status, missing] = await buildCopy()
  assert.notEqual(status, 0, 'the build stops')

  // 2. Its texts (here the English ones, one of them in Hindi) and the privacy notice translated.
  const content = path.join(dir, 'content')
  for (const file of readdirSync(content))
    if (/^[a-z-]+\.yaml$/.test(file) && file !== 'site.yaml')
      copyFileSync(path.join(content, file), path.join(content, file.replace('.yaml', '.hi.yaml')))
  const ui = path.join(content, 'ui.hi.yaml')
  writeFileSync(
    ui,
    readFileSync(ui, 'utf8').replace(/^skipLink: .*$/m, 'skipLink: मुख्य सामग्री पर जाएँ'),
  )
  const privacy = readFileSync(path.join(dir, 'pages/privacy/+Page.mdx'), 'utf8')
  writeFileSync(
    path.join(dir, 'pages/privacy/hi.mdx'),
    privacy.replace(/^title: .*$/m, `title: ${TITLE}`),
  )
  ;[status, output] = await buildCopy()
  assert.equal(status, 0, output.slice(-3000))
  const server = await startServer({ outDir: path.join(dir, 'dist') })
  url = server.url
  close = server.close
  browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS })
})

test.afterAll(async () => {
  await browser?.close()
  close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test.describe('adding Hindi: a line in content/site.yaml and its files', () => {
  test('stops the build while its short texts are missing, naming each file and the fix', () => {
    for (const file of ['ui', 'navigation', 'form', 'privacy', 'faq'])
      assert.ok(
        missing.includes(`content/${file}.hi.yaml`),
        `${file}.hi.yaml in:\n${missing.slice(-2000)}`,
      )
    assert.match(
      missing,
      /content\/site\.yaml lists the language "hi", and every short text of the site needs its translation\. Fix: copy each English file \(content\/services\.yaml to content\/services\.hi\.yaml\) and translate its texts/,
    )
    assert.doesNotMatch(missing, /site\.hi\.yaml/)
  })

  test('builds the translated page at /hi/privacy, in Hindi, and no other page in Hindi', () => {
    const page = readFileSync(path.join(dir, 'dist/client/hi/privacy.html'), 'utf8')
    assert.match(page, /<html lang="hi-IN">/)
    assert.match(page, new RegExp(`<h1[^>]*>${TITLE}</h1>`))
    assert.ok(page.includes('मुख्य सामग्री पर जाएँ'), 'its short texts are the Hindi files')
    assert.equal(existsSync(path.join(dir, 'dist/client/hi/contact.html')), false)
    assert.equal(existsSync(path.join(dir, 'dist/client/hi.html')), false)
  })

  test('switches between English, Tamil and Hindi with plain links, each page listing all three', async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 800 } })
    const problems = recordProblems(page)
    await page.goto(url + '/privacy')
    const header = page.locator('#site-header')
    assert.equal(
      await header.getByRole('link', { name: 'हिन्दी', exact: true }).getAttribute('hreflang'),
      'hi-IN',
    )
    await header.getByRole('link', { name: 'हिन्दी', exact: true }).click()
    await page.waitForURL(url + '/hi/privacy')
    assert.equal(await page.locator('main h1').innerText(), TITLE)
    const alternates = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.hreflang} ${link.href}`,
      ),
    )
    assert.deepEqual(alternates.sort(), [
      `en-IN ${origin}/privacy`,
      `hi-IN ${origin}/hi/privacy`,
      `ta-IN ${origin}/ta/privacy`,
      `x-default ${origin}/privacy`,
    ])
    for (const [name, href] of [
      ['English', '/privacy'],
      ['தமிழ்', '/ta/privacy'],
    ])
      assert.equal(await header.getByRole('link', { name, exact: true }).getAttribute('href'), href)
    await header.getByRole('link', { name: 'தமிழ்', exact: true }).click()
    await page.waitForURL(url + '/ta/privacy')
    assert.equal(
      await header.getByRole('link', { name: 'हिन्दी', exact: true }).getAttribute('href'),
      '/hi/privacy',
    )
    // A page not translated into Hindi offers Tamil only.
    await page.goto(url + '/contact')
    assert.equal(await header.getByRole('link', { name: 'हिन्दी', exact: true }).count(), 0)
    assert.deepEqual(problems, [])
    await page.close()
  })

  test('lists /hi/privacy in the sitemap with its alternates', () => {
    const sitemap = readFileSync(path.join(dir, 'dist/client/sitemap.xml'), 'utf8')
    const entry = new RegExp(`<url><loc>${origin}/hi/privacy</loc>[\\s\\S]*?</url>`).exec(
      sitemap,
    )?.[0]
    assert.ok(entry, sitemap)
    for (const [lang, route] of [
      ['en-IN', '/privacy'],
      ['ta-IN', '/ta/privacy'],
      ['hi-IN', '/hi/privacy'],
      ['x-default', '/privacy'],
    ])
      assert.ok(
        entry.includes(`hreflang="${lang}" href="${origin}${route}"`),
        `${lang} in ${entry}`,
      )
  })
})
