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
  it('maps each .mdx file to its address and skips Vike files', () => {
    const root = project(
      'index.mdx',
      'about.mdx',
      'services/index.mdx',
      'services/erp-solutions.mdx',
      '+Layout.tsx',
      '_error/+Page.mdx',
      '(mdx)/+Page.tsx',
      'notes.txt',
    )
    expect(listPages(root)).toEqual([
      { route: '/', file: 'pages/index.mdx' },
      { route: '/about', file: 'pages/about.mdx' },
      { route: '/services', file: 'pages/services/index.mdx' },
      { route: '/services/erp-solutions', file: 'pages/services/erp-solutions.mdx' },
    ])
  })

  it('names the file and the fix for names that cannot be addresses', () => {
    expect(() => listPages(project('About Us.mdx'))).toThrow(
      'pages/About Us.mdx — "About Us.mdx" becomes part of the page\'s address, which may only hold lower-case letters, digits and dashes. Fix: rename it to about-us.mdx.',
    )
    expect(() => listPages(project('Services/erp.mdx'))).toThrow(
      'pages/Services/ — "Services" becomes part of the page\'s address',
    )
    expect(() => listPages(project('careers.md'))).toThrow(
      'pages/careers.md — pages are .mdx files. Fix: rename it to careers.mdx',
    )
    expect(() => listPages(project('about.mdx', 'about/index.mdx'))).toThrow(
      'pages/about.mdx and pages/about/index.mdx are both the page at /about.',
    )
    expect(() => listPages(project('Careers.MDX'))).toThrow(
      "pages/Careers.MDX — a page's file name ends in .mdx, in lower case, and nothing after it. Fix: rename it to Careers.mdx.",
    )
    expect(() => listPages(project('team.mdx.txt'))).toThrow(
      "pages/team.mdx.txt — a page's file name ends in .mdx, in lower case, and nothing after it. Fix: rename it to team.mdx.",
    )
    expect(() => listPages(project('faq.MD'))).toThrow('pages/faq.MD — pages are .mdx files.')
    expect(() => listPages(project('legal.mdx', 'legal/+Page.tsx'))).toThrow(
      "pages/legal.mdx — pages/legal/+Page.tsx (a developer's page) already is the page at /legal, so this file would never show.",
    )
  })

  it('lists every mistake at once, and the pages that are fine', () => {
    const { pages, problems } = scanPages(project('about.mdx', 'Our Team.mdx', 'faq.md'))
    expect(pages).toEqual([{ route: '/about', file: 'pages/about.mdx' }])
    expect(problems.map((problem) => problem.message.split(' — ')[0])).toEqual([
      'pages/Our Team.mdx',
      'pages/faq.md',
    ])
  })
})

describe('pageFile', () => {
  const root = () => project('index.mdx', 'about.mdx', 'services/index.mdx', 'services/erp.mdx')

  it('finds the file for an address', () => {
    const dir = root()
    expect(pageFile('/', dir)).toBe('pages/index.mdx')
    expect(pageFile('/about', dir)).toBe('pages/about.mdx')
    expect(pageFile('/services', dir)).toBe('pages/services/index.mdx')
    expect(pageFile('/services/erp', dir)).toBe('pages/services/erp.mdx')
  })

  it('finds nothing for addresses no file makes', () => {
    const dir = root()
    for (const pathname of ['/abuot', '/index', '/services/index', '/_error', '/(mdx)', '/About'])
      expect(pageFile(pathname, dir), pathname).toBeUndefined()
  })

  it("also finds a developer's own Vike page folder", () => {
    const dir = project('about.mdx', 'tools/+Page.tsx')
    expect(pageFile('/tools', dir)).toBe('pages/tools/+Page.tsx')
  })

  it('agrees with listPages() on every page', () => {
    const dir = root()
    for (const page of listPages(dir)) expect(pageFile(page.route, dir)).toBe(page.file)
  })
})
