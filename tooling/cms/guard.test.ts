import { describe, expect, it } from 'vitest'
import { isEditable, refuseFiles, refuseRequest, updatedFiles } from './guard'

describe("the editor's API guard", () => {
  it.each([
    'pages/about/+Page.mdx',
    'pages/index/+Page.mdx',
    'pages/_error/+Page.mdx',
    'pages/case-studies/+Page.mdx',
    'content/faq.yaml',
    'content/site.yaml',
    'pages/privacy/ta.mdx',
    'pages/index/ta.mdx',
    'content/form.ta.yaml',
    'content/images/about/team-photo.jpg',
    'content/images/hero.webp',
    'content/blog/our-first-year.mdx',
    'content/case-studies/a-clinic.mdx',
    'content/jobs/erp-consultant.mdx',
  ])('lets the editor save %s', (file) => expect(isEditable(file)).toBe(true))

  it.each([
    'pages/+Head.tsx',
    'pages/+config.ts',
    'pages/about/+Page.tsx',
    'pages/about/+data.ts',
    'pages/about/+Page.mdx.ts',
    'pages/../vite.config.ts',
    'pages/about/../../package.json',
    'content/site.ts',
    'content/schemas.ts',
    'pages/privacy/ta.tsx',
    'pages/privacy/ta.mdx.ts',
    'content/i18n.ts',
    'content/form.ta.ts',
    'content/images/logo.svg',
    'content/images/../site.ts',
    'content/images/x.jpg/../../site.ts',
    '.env',
    '/etc/passwd',
    'content\\site.ts',
    'pages/components/+Page.mdx',
    'content/blog/post.tsx',
    'content/blog/nested/post.mdx',
    'content/other/post.mdx',
  ])('refuses %s with a fix', (file) => {
    expect(isEditable(file)).toBe(false)
    expect(refuseFiles(['content/faq.yaml', file])?.message).toContain(
      'Fix: change code files in a code editor',
    )
  })

  it('reads the files of a Keystatic update, and nothing else as one', () => {
    expect(
      updatedFiles({ additions: [{ path: 'a', contents: '' }], deletions: [{ path: 'b' }] }),
    ).toEqual(['a', 'b'])
    expect(updatedFiles({ additions: [{ path: 1 }], deletions: [] })).toBeUndefined()
    expect(updatedFiles({ additions: [] })).toBeUndefined()
    expect(updatedFiles('x')).toBeUndefined()
  })

  it('answers this computer and the editor’s own page only', () => {
    const ask = (over: Partial<Parameters<typeof refuseRequest>[0]>) =>
      refuseRequest({
        remoteAddress: '127.0.0.1',
        host: '127.0.0.1:3000',
        origin: undefined,
        open: false,
        ...over,
      })?.status
    expect(ask({})).toBeUndefined()
    expect(ask({ remoteAddress: '::1' })).toBeUndefined()
    expect(ask({ remoteAddress: '::ffff:127.0.0.1' })).toBeUndefined()
    expect(ask({ origin: 'http://127.0.0.1:3000' })).toBeUndefined()
    expect(ask({ remoteAddress: '192.168.1.20' })).toBe(403)
    expect(ask({ remoteAddress: '192.168.1.20', open: true })).toBeUndefined()
    expect(ask({ origin: 'http://localhost:5173' })).toBe(403)
    expect(ask({ origin: 'null' })).toBe(403)
    expect(ask({ fetchSite: 'same-origin' })).toBeUndefined()
    expect(ask({ fetchSite: 'same-site' })).toBe(403)
    expect(ask({ fetchSite: 'cross-site' })).toBe(403)
  })
})
