/**
 * Pages and content files are kept in the editor's layout, so opening and
 * saving one in the editor changes nothing, and an edit changes only what
 * was edited. (If this fails after a hand edit: `npm run cms:normalise`.)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadContent } from '../content-loader.ts'
import { describeSite } from './describe.ts'
import type { KeystaticApi } from './keystatic-config.ts'
import { editorFiles, loadKeystatic, resave } from './resave.ts'

const root = path.resolve(__dirname, '../..')
const spec = describeSite(root)
const files = editorFiles(root, spec)
let k: KeystaticApi
beforeAll(async () => {
  k = await loadKeystatic()
})

describe('round trip through the editor', () => {
  it('opens every page and content file', () => {
    expect(files.filter((f) => f.kind === 'page').map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'pages/index/+Page.mdx',
        'pages/about/+Page.mdx',
        'pages/_error/+Page.mdx',
        'content/blog/choosing-an-erp-for-a-growing-business.mdx',
        'content/case-studies/clinic-chain-answers-every-call.mdx',
        'content/jobs/customer-support-executive.mdx',
      ]),
    )
    expect(files.filter((f) => f.kind === 'content')).toHaveLength(spec.content.length)
  })

  it.each(files.map((f) => [f.file, f] as const))(
    '%s: saved without a change, it is unchanged',
    (file, entry) => {
      const source = readFileSync(path.join(root, file), 'utf8')
      expect(resave(k, spec, entry, source)).toBe(source)
    },
  )

  it('an edit to one sentence is a one-line change', () => {
    const entry = files.find((f) => f.file === 'pages/about/+Page.mdx')!
    const source = readFileSync(path.join(root, entry.file), 'utf8')
    const edited = source.replace('skilled, friendly people.', 'skilled, careful people.')
    const saved = resave(k, spec, entry, edited).split('\n')
    const before = source.split('\n')
    expect(saved).toHaveLength(before.length)
    expect(saved.filter((line, i) => line !== before[i])).toEqual([
      '  We help businesses run better by combining dependable technology with skilled, careful people.',
    ])
  })

  it('writes a setting a writer left out as it always wrote it, meaning the same (the one-line editor block)', () => {
    const entry = files.find((f) => f.file === 'content/site.yaml')!
    const full = path.join(root, entry.file)
    const source = readFileSync(full, 'utf8')
    const block = /^editor:\n(?: {2}.*\n?)*/m
    const short = source.replace(block, 'editor:\n  repo: acme/company-site\n')
    const written = source.replace(
      block,
      "editor:\n  repo: acme/company-site\n  previewUrl: ''\n  cloud: ''\n",
    )
    expect(resave(k, spec, entry, short)).toBe(written)
    expect(resave(k, spec, entry, written)).toBe(written)
    expect(loadContent(full, short, root)).toEqual(loadContent(full, written, root))
  })

  it('a file the editor saved still meets its schema, and its mistakes are still caught', () => {
    const entry = files.find((f) => f.file === 'content/faq.yaml')!
    const full = path.join(root, entry.file)
    const saved = resave(k, spec, entry, readFileSync(full, 'utf8'))
    expect(() => loadContent(full, saved, root)).not.toThrow()
    const broken = saved.replace('question: Which industries do you serve?', "question: ''")
    expect(() => loadContent(full, broken, root)).toThrow(
      /content\/faq.yaml:2 — item 1.*field "question": this field is empty/,
    )
  })
})
