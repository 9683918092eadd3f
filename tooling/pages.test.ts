import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listPages, pageFile, scanPages } from './pages'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A project folder with these files under pages/. */
function project(...files: string[]) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-pages-'))
  dirs.push(root)
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, 'pages', file)), { recursive: true })
    writeFileSync(path.join(root, 'pages', file), '')
  }
  return root
}

describe('listPages', () => {
  it('maps each folder with a +Page.mdx to its address and skips Vike files', () => {
    const root = project(
      'index/+Page.mdx',
      'about/+Page.mdx',
      'services/+Page.mdx',
      'services/erp-solutions/+Page.mdx',
      'tools/+Page.tsx',
      '+Layout.tsx',
      '+config.ts',
      '_error/+Page.mdx',
      '(marketing)/+config.ts',
      'notes.txt',
    )
    expect(listPages(root)).toEqual([
      { route: '/', file: 'pages/index/+Page.mdx' },
      { route: '/about', file: 'pages/about/+Page.mdx' },
      { route: '/services', file: 'pages/services/+Page.mdx' },
      { route: '/services/erp-solutions', file: 'pages/services/erp-solutions/+Page.mdx' },
      { route: '/tools', file: 'pages/tools/+Page.tsx' },
    ])
  })

  it('names the file and the fix for pages Vike would not see', () => {
    expect(() => listPages(project('About Us/+Page.mdx'))).toThrow(
      'pages/About Us/ — "About Us" becomes part of the page\'s address, which may only hold lower-case letters, digits and dashes. Fix: rename the folder to about-us.',
    )
    expect(() => listPages(project('careers.mdx'))).toThrow(
      "pages/careers.mdx — a page is a folder with a file named exactly +Page.mdx in it (the folder's name is the page's address). Fix: move it to pages/careers/+Page.mdx.",
    )
    expect(() => listPages(project('careers/+Page.md'))).toThrow(
      "pages/careers/+Page.md — a page is a folder with a file named exactly +Page.mdx in it (the folder's name is the page's address). Fix: rename it to pages/careers/+Page.mdx (Markdown is valid MDX).",
    )
    for (const name of ['+page.mdx', 'page.mdx', 'index.mdx', '+Page.MDX', '+Page.mdx.txt'])
      expect(() => listPages(project(`team/${name}`)), name).toThrow(
        `pages/team/${name} — a page is a folder with a file named exactly +Page.mdx in it`,
      )
    expect(() => listPages(project('team/members.mdx'))).toThrow(
      'Fix: move it to pages/team/members/+Page.mdx.',
    )
    expect(() => listPages(project('+Page.mdx'))).toThrow(
      'pages/+Page.mdx — the home page is pages/index/+Page.mdx. Fix: move it there.',
    )
    expect(() => listPages(project('about/+Page.mdx', 'about/index/+Page.mdx'))).toThrow(
      'pages/about/+Page.mdx and pages/about/index/+Page.mdx are both the page at /about. Fix: delete one of the two, or move it to another folder.',
    )
    expect(() => listPages(project('legal/+Page.mdx', 'legal/+Page.tsx'))).toThrow(
      'pages/legal/+Page.mdx and pages/legal/+Page.tsx are both the page at /legal.',
    )
  })

  it('names every mistake at once', () => {
    const both = () => listPages(project('About Us/+Page.mdx', 'careers.mdx'))
    expect(both).toThrow('pages/About Us/ — ')
    expect(both).toThrow('pages/careers.mdx — ')
  })

  it('lists every mistake at once, and the pages that are fine', () => {
    const { pages, problems } = scanPages(
      project('about/+Page.mdx', 'Our Team/+Page.mdx', 'faq.md'),
    )
    expect(pages).toEqual([{ route: '/about', file: 'pages/about/+Page.mdx' }])
    expect(problems.map((problem) => problem.message.split(' — ')[0])).toEqual([
      'pages/Our Team/',
      'pages/faq.md',
    ])
  })
})

describe('pageFile', () => {
  const root = () =>
    project('index/+Page.mdx', 'about/+Page.mdx', 'services/+Page.mdx', 'services/erp/+Page.mdx')

  it('finds the file for an address', () => {
    const dir = root()
    expect(pageFile('/', dir)).toBe('pages/index/+Page.mdx')
    expect(pageFile('/about', dir)).toBe('pages/about/+Page.mdx')
    expect(pageFile('/services', dir)).toBe('pages/services/+Page.mdx')
    expect(pageFile('/services/erp', dir)).toBe('pages/services/erp/+Page.mdx')
  })

  it('finds nothing for addresses no file makes', () => {
    const dir = root()
    for (const pathname of ['/abuot', '/index', '/services/index', '/_error', '/(mdx)', '/About'])
      expect(pageFile(pathname, dir), pathname).toBeUndefined()
  })

  it("also finds a developer's own page, and a page in an index folder", () => {
    const dir = project('about/+Page.mdx', 'tools/+Page.tsx', 'team/index/+Page.mdx')
    expect(pageFile('/tools', dir)).toBe('pages/tools/+Page.tsx')
    expect(pageFile('/team', dir)).toBe('pages/team/index/+Page.mdx')
  })

  it('agrees with listPages() on every page', () => {
    const dir = root()
    for (const page of listPages(dir)) expect(pageFile(page.route, dir)).toBe(page.file)
  })
})

describe('translated pages', () => {
  /** A project whose content/site.yaml lists English and Tamil, with these files under pages/. */
  const bilingual = (...files: string[]) => {
    const root = project(...files)
    mkdirSync(path.join(root, 'content'))
    writeFileSync(
      path.join(root, 'content/site.yaml'),
      'languages:\n  - code: en\n    name: English\n  - code: ta\n    name: தமிழ்\n',
    )
    return root
  }

  it('publishes pages/<address>/<code>.mdx at /<code>/<address>, the home page at /ta', () => {
    const root = bilingual('index/+Page.mdx', 'index/ta.mdx', 'about/+Page.mdx', 'about/ta.mdx')
    expect(listPages(root)).toEqual([
      { route: '/', file: 'pages/index/+Page.mdx' },
      { route: '/about', file: 'pages/about/+Page.mdx' },
      { route: '/ta', file: 'pages/index/ta.mdx', language: 'ta' },
      { route: '/ta/about', file: 'pages/about/ta.mdx', language: 'ta' },
    ])
    expect(pageFile('/ta/about', root)).toBe('pages/about/ta.mdx')
    expect(pageFile('/ta', root)).toBe('pages/index/ta.mdx')
    for (const page of listPages(root)) expect(pageFile(page.route, root)).toBe(page.file)
  })

  it('offers no page in a language nobody translated it into', () => {
    const root = bilingual('about/+Page.mdx', 'contact/+Page.mdx', 'contact/ta.mdx')
    expect(pageFile('/ta/about', root)).toBeUndefined()
    expect(pageFile('/hi/contact', root)).toBeUndefined()
  })

  it('names the fix for a translation of a language the site does not have, or of no page', () => {
    expect(() => listPages(bilingual('about/+Page.mdx', 'about/hi.mdx'))).toThrow(
      /pages\/about\/hi\.mdx — "hi" is not one of the site's other languages \(ta, in content\/site\.yaml\)\. Fix: .*add the language under "languages".*pages\/about\/hi\/\+Page\.mdx/,
    )
    expect(() => listPages(bilingual('about/+Page.mdx', 'team/ta.mdx'))).toThrow(
      /pages\/team\/ta\.mdx — a translation sits beside the page it translates.*Fix: add the page in the first language as pages\/team\/\+Page\.mdx/,
    )
  })
})
