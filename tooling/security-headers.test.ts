import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readHeaderRules } from '../scripts/serve.ts'
import { headersFile, nginxConf, SCRIPT_HASHES, securityHeaders } from './security-headers.ts'

/** The headers nginx sends for a path: the location's add_header lines, else the server's. */
function nginxHeaders(conf: string, pathname: string): Map<string, string> {
  const adds = (block: string) =>
    new Map(
      [...block.matchAll(/^\s*add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1]!, m[2]!]),
    )
  for (const [, prefix, block] of conf.matchAll(/^\s*location (\/\S*\/) \{([\s\S]*?)^\s*\}/gm))
    if (pathname.startsWith(prefix!) && /add_header/.test(block!)) return adds(block!)
  return adds(conf.replace(/^\s*location [\s\S]*?^\s*\}/gm, ''))
}

/** The headers a _headers host sends: every matching rule's, in order. */
function hostHeaders(text: string, pathname: string) {
  const out = new Map<string, string | undefined>()
  for (const rule of readHeaderRules('_headers', text))
    if (rule.pattern.test(pathname)) for (const [k, v] of rule.headers) out.set(k, v)
  return out
}

describe('the security headers have one source', () => {
  it('public/_headers and docs/nginx.conf are what tooling/security-headers.ts makes (else: npm run headers)', () => {
    expect(readFileSync('public/_headers', 'utf8')).toBe(headersFile())
    expect(readFileSync('docs/nginx.conf', 'utf8')).toBe(nginxConf())
    // Every page; /assets/, /fonts/ and /cards/; the search index's three hashed folders a
    // language; the two search pages.
    expect(readHeaderRules('public/_headers').length).toBe(4 + 3 * 2 + 2)
  })

  it("gives the search pages the visitor pages' policy plus 'wasm-unsafe-eval', and no other page that", () => {
    const headers = readFileSync('public/_headers', 'utf8')
    const visitor = hostHeaders(headers, '/about').get('Content-Security-Policy')!
    expect(visitor).not.toContain('wasm')
    for (const page of ['/search', '/ta/search']) {
      const search = hostHeaders(headers, page).get('Content-Security-Policy')!
      expect(search).toBe(
        visitor.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"),
      )
    }
    for (const page of [
      '/',
      '/contact',
      '/blog/a-post',
      '/searching',
      '/search/more',
      '/pagefind/en/pagefind.js',
    ])
      expect(hostHeaders(headers, page).get('Content-Security-Policy'), page).toBe(visitor)
    const conf = readFileSync('docs/nginx.conf', 'utf8')
    const policies = [...conf.matchAll(/add_header Content-Security-Policy "([^"]*)"/g)].map(
      (m) => m[1],
    )
    expect(policies.filter((policy) => policy!.includes('wasm'))).toHaveLength(2)
    for (const page of ['/search', '/ta/search'])
      expect(conf).toMatch(
        new RegExp(
          `location = ${page} \\{\\n    try_files ${page}\\.html =404;\\n    add_header Content-Security-Policy "[^"]*'wasm-unsafe-eval'`,
        ),
      )
  })

  it("caches the search index's hashed files for a year, and its other files as pages", () => {
    const headers = readFileSync('public/_headers', 'utf8')
    const year = 'public, max-age=31536000, immutable'
    for (const file of [
      '/pagefind/en/index/en_3b105cd.pf_index',
      '/pagefind/ta/fragment/ta_0abcd75.pf_fragment',
      '/pagefind/en/filter/en_9751ebb.pf_filter',
    ])
      expect(hostHeaders(headers, file).get('Cache-Control'), file).toBe(year)
    for (const file of [
      '/pagefind/en/pagefind.js',
      '/pagefind/en/pagefind-entry.json',
      '/pagefind/en/wasm.en.pagefind',
    ])
      expect(hostHeaders(headers, file).get('Cache-Control'), file).toBeUndefined()
  })

  it.each([
    '/',
    '/about',
    '/assets/index-abc123.js',
    '/fonts/manrope.woff2',
    '/og-image.jpg',
    '/cards/home-en.0123abcd.jpg',
  ])('nginx and static hosts send %s the same security headers', (pathname) => {
    const host = hostHeaders(headersFile(), pathname)
    const nginx = nginxHeaders(nginxConf(), pathname)
    for (const [name, value] of securityHeaders()) {
      expect(host.get(name), `_headers: ${name}`).toBe(value)
      expect(nginx.get(name), `nginx.conf: ${name}`).toBe(value)
    }
    const immutable = /^\/(assets|fonts|cards)\//.test(pathname)
    expect(host.get('Cache-Control') ?? '').toBe(
      immutable ? 'public, max-age=31536000, immutable' : '',
    )
    expect(nginx.get('Cache-Control')).toBe(
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    )
  })

  it('allows scripts by hash only, and the form endpoint where asked', () => {
    const csp = securityHeaders({
      connect: ['https://a.example'],
      formAction: ['https://a.example'],
    })[0]![1]
    expect(csp).toContain(`script-src 'self' ${SCRIPT_HASHES.map((h) => `'${h}'`).join(' ')};`)
    expect(csp).not.toMatch(/unsafe-eval|'unsafe-inline'[^;]*script|script-src[^;]*\*/)
    expect(csp).toContain("connect-src 'self' https://a.example;")
    expect(csp).toContain("form-action 'self' https://a.example;")
  })

  it('turns http2 on in the form every nginx from 1.18 takes (tests/e2e/hosts.test.ts loads it)', () => {
    expect(nginxConf()).toMatch(/^\s*listen 443 ssl http2;/m)
    expect(nginxConf()).not.toMatch(/^\s*http2 on;/m)
  })
})
