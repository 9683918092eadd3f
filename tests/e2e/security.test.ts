import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readHeaderRules } from '../../scripts/serve.ts'
import { afterMinimumFillTime } from './contact-form'
import { readContent } from './content'
import { ROUTES, serveSite, test } from './harness'

// The server applies dist/client/_headers (copied from public/_headers) to every response.
const site = serveSite()
const rules = readHeaderRules('public/_headers')
const pageHeaders = Object.fromEntries(rules.find((r) => r.pattern.test('/about'))!.headers)
const csp: string = pageHeaders['Content-Security-Policy'] ?? ''

const PAGES = ['index.html', 'about.html', 'services.html', 'contact.html', '404.html']

test.describe('security headers', () => {
  test('sends a strict CSP and the other hardening headers with every page', async () => {
    for (const route of [...ROUTES, '/no-such-page']) {
      const response = await fetch(site.url + route)
      // The shipped policy, less upgrade-insecure-requests, which this plain-http
      // server leaves out (scripts/serve.ts); the shipped file keeps it.
      assert.match(csp, /; upgrade-insecure-requests$/)
      assert.equal(
        response.headers.get('content-security-policy'),
        csp.replace(/; upgrade-insecure-requests$/, ''),
        route,
      )
      assert.match(csp, /script-src 'self' 'sha256-[^']+'(;| )/)
      assert.doesNotMatch(csp.match(/script-src[^;]*/)![0], /unsafe-inline|unsafe-eval/)
      assert.match(csp, /frame-ancestors 'none'/)
      assert.match(csp, /img-src 'self' data: https:\/\/images\.unsplash\.com/)
      assert.match(csp, /frame-src https:\/\/www\.openstreetmap\.org/)
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin')
      assert.match(response.headers.get('permissions-policy')!, /camera=\(\)/)
      assert.match(response.headers.get('strict-transport-security')!, /max-age=\d{8}/)
    }
  })

  test('says where to report a security problem: /.well-known/security.txt (RFC 9116)', async () => {
    const response = await fetch(site.url + '/.well-known/security.txt')
    assert.equal(response.status, 200)
    const text = await response.text()
    const settings = readContent('site.yaml')
    assert.match(text, new RegExp(`^Contact: mailto:${settings.email.replace('.', '\\.')}$`, 'm'))
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!)
    const days = (expires.getTime() - Date.now()) / 86_400_000
    assert.ok(days > 300 && days <= 366, `expires in ${Math.round(days)} days`)
    assert.match(text, /^Canonical: https:\/\/\S+\/\.well-known\/security\.txt$/m)
  })

  test('caches hashed assets for a year, immutably', async () => {
    const html = await (await fetch(site.url + '/')).text()
    const asset = html.match(/<script src="(\/assets\/[^"]+\.js)"/)![1]
    const response = await fetch(site.url + asset)
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable')
  })

  test('lists the hash of every inline script in the CSP (and nginx.conf says the same)', () => {
    for (const page of PAGES) {
      const html = readFileSync(`dist/client/${page}`, 'utf8')
      for (const [, attrs, body] of html.matchAll(
        /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/type="application\/(ld\+)?json"/.test(attrs!)) continue // data, never run
        const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`
        assert.ok(
          csp.includes(hash),
          `${page}: inline script ${attrs} needs ${hash} in the CSP of public/_headers and docs/nginx.conf`,
        )
      }
    }
    const nginx = readFileSync('docs/nginx.conf', 'utf8')
    assert.ok(
      nginx.includes(`add_header Content-Security-Policy "${csp}" always;`),
      'docs/nginx.conf has the same CSP',
    )
    for (const [name, value] of Object.entries(pageHeaders)) {
      assert.ok(
        nginx.includes(`add_header ${name} "${value}" always;`),
        `docs/nginx.conf lacks ${name}`,
      )
    }
  })

  test('enforces the CSP in the test browser (an injected inline script is blocked and reported)', async () => {
    const { page } = await site.open('/')
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as { __injected?: boolean }).__injected === true
    })
    assert.equal(ran, false)
    const violations = await page.evaluate(() => (window as { __csp?: string[] }).__csp ?? [])
    assert.match(violations.join(), /script-src/)
  })

  test('causes no CSP violation on any page, in use', async () => {
    for (const route of [...ROUTES, '/no-such-page']) {
      const { page, problems } = await site.open(route, { viewport: { width: 375, height: 740 } })
      await page.evaluate(() => window.scrollTo(0, 500))
      await page.getByRole('button', { name: 'Chat with us on WhatsApp' }).click()
      await page.getByRole('dialog').waitFor()
      if (route === '/contact') {
        await page.locator('#faq summary').first().click()
        const form = page.locator('main form')
        await form.getByLabel('Full Name').fill('Asha')
        await form.getByLabel('Email Address').fill('asha@example.in')
        await form.getByLabel('Your Message').fill('Hello')
        await afterMinimumFillTime(page)
        await form.locator('button[type="submit"]').click()
        await page.getByRole('alert').filter({ hasText: 'Message sent successfully!' }).waitFor()
      }
      await page.locator('button[aria-controls="site-menu"]').click()
      await page.locator('#site-menu').getByRole('link', { name: 'About' }).click()
      await page.waitForURL(site.url + '/about')
      const violations = await page.evaluate(() => (window as { __csp?: string[] }).__csp ?? [])
      assert.deepEqual(violations, [], route)
      const csp = problems.filter((p) => /Content Security Policy/i.test(p))
      assert.deepEqual(csp, [], route)
    }
  })
})
