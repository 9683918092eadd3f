/**
 * A writer grows a list one file at a time: a copied and retitled post is on the blog's list, in
 * its feed and in the sitemap after a build; a mistake in an entry's settings stops the build with
 * the file, line and fix, as does a tag whose page would be another's.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import { copyProject } from '../../scripts/project-copy.ts'
import { build } from '../build'

const copies: string[] = []
test.afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function copy() {
  const dir = copyProject(mkdtempSync(path.join(os.tmpdir(), 'site-entries-')))
  copies.push(dir)
  return dir
}

const buildCopy = (dir: string) => build(dir, { CI: 'true' })

const SAMPLE = 'content/blog/choosing-an-erp-for-a-growing-business.mdx'

test.describe('collections, one file an entry', () => {
  test.describe.configure({ mode: 'parallel' })
  test('a copied and retitled post is on the list, in the feed and in the sitemap', async () => {
    const dir = copy()
    const source = readFileSync(path.join(dir, SAMPLE), 'utf8')
    writeFileSync(
      path.join(dir, 'content/blog/our-first-year.mdx'),
      source
        .replace(/^title: .*$/m, 'title: Our first year')
        .replace(/^date: .*$/m, "date: '2099-01-01'"),
    )
    const { status, output } = await buildCopy(dir)
    assert.equal(status, 0, output.slice(-3000))
    const read = (file: string) => readFileSync(path.join(dir, 'dist/client', file), 'utf8')
    const list = read('blog.html')
    assert.ok(list.includes('href="/blog/our-first-year"'), 'on the list')
    assert.ok(
      list.indexOf('/blog/our-first-year') < list.indexOf('/blog/choosing-an-erp'),
      'first: newest',
    )
    assert.match(read('blog/our-first-year.html'), /<h1[^>]*>Our first year<\/h1>/)
    assert.match(read('blog/rss.xml'), /<title><!\[CDATA\[Our first year\]\]><\/title>/)
    assert.match(read('sitemap.xml'), /\/blog\/our-first-year<\/loc>/)
  })

  test("a mistake in an entry's settings names the file, the line and the fix", async () => {
    const dir = copy()
    const file = path.join(dir, SAMPLE)
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^date: .*$/m, 'date: last week'))
    const { status, output } = await buildCopy(dir)
    assert.notEqual(status, 0)
    assert.match(
      output,
      /content\/blog\/choosing-an-erp-for-a-growing-business\.mdx:\d+ — the entry's date: should be a date in quotes, like "2026-11-26"\. Fix:/,
    )
  })

  test('a tag written two ways, with one address between them, names the file, the line and the fix', async () => {
    const dir = copy()
    const file = path.join(dir, SAMPLE)
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}- ERP$/m, '  - erp'))
    const { status, output } = await buildCopy(dir)
    assert.notEqual(status, 0)
    assert.match(
      output,
      /content\/blog\/[a-z-]+\.mdx:\d+ — the post's tags, "(ERP|erp)": it has the same address as the tag "(ERP|erp)" in content\/blog\/[a-z-]+\.mdx \(\/blog\/tag\/erp\)[^.]*\. Fix: write it "(ERP|erp)"/,
    )
  })
})
