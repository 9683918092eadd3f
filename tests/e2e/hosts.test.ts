/**
 * What a visitor and a crawler get, path by path, from the real servers the site is shipped for:
 * Debian's nginx with the build's dist/nginx.conf (over https, a throwaway self-signed
 * certificate), Cloudflare's runtime (`npm run preview:cloudflare`: wrangler.jsonc on workerd,
 * from the wrangler package, offline) and `npm run preview`. The same assertions run against each, so the
 * local server and production cannot drift. Run `npm run build` first (`npm test` does).
 */
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { test } from './harness'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, HEADLESS_SHELL } from '../../scripts/chromium.ts'
import { pageFile, readHeaderRules, startServer } from '../../scripts/serve.ts'
import { answering, freePort, get, startNginx, type Host } from './nginx.ts'

const CLIENT = path.resolve('dist/client')

/** `npm run preview:cloudflare`: Cloudflare's runtime (wrangler's workerd) on wrangler.jsonc. */
async function startWrangler(): Promise<Host> {
  const port = await freePort()
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'scripts/preview-cloudflare.ts'], {
    env: { ...process.env, PORT: String(port), WRANGLER_SEND_METRICS: 'false', CI: '1' },
  })
  let log = ''
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const url = `http://127.0.0.1:${port}`
  await answering(url, () => log, 90)
  return {
    name: 'Cloudflare (npm run preview:cloudflare, workerd)',
    url,
    // Cloudflare answers 308; wrangler's local runtime 307 for the same rule.
    permanent: [307, 308],
    precompressed: false,
    stop: () => child.kill(),
  }
}

async function startPreview(): Promise<Host> {
  const server = await startServer({ outDir: path.resolve('dist') })
  return {
    name: 'npm run preview',
    ...server,
    permanent: [301, 308],
    precompressed: true,
    stop: server.close,
  }
}

// What every answer must carry: the build's _headers, whose rule /* the hosts all apply.
const everywhere = readHeaderRules(path.join(CLIENT, '_headers')).find((rule) =>
  rule.pattern.test('/any'),
)!.headers
/** A CSP without upgrade-insecure-requests, which the plain-http preview leaves out (scripts/serve.ts). */
const overHttp = (csp: unknown) => String(csp).replace(/;\s*upgrade-insecure-requests\b/, '')

const pages = readdirSync(CLIENT, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html') && file !== '404.html')
  .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -5)}`))
const asset = `/assets/${readdirSync(`${CLIENT}/assets`, { recursive: true })
  .map(String)
  .find((file) => file.endsWith('.js') && existsSync(`${CLIENT}/assets/${file}.gz`))}`
const font = `/fonts/${readdirSync(`${CLIENT}/fonts`).find((file) => file.endsWith('.woff2'))}`
const notFoundText = 'Page not found'
/** Search's files (tooling/search-index.ts): its API and entry, its WebAssembly, its index's parts. */
const searchFiles = readdirSync(`${CLIENT}/pagefind/en`, { recursive: true })
  .map(String)
  .filter((file) => !/\.(gz|br)$/.test(file) && existsSync(`${CLIENT}/pagefind/en/${file}`))
  .filter((file) => file.includes('.'))
  .map((file) => `/pagefind/en/${file}`)
/** The search pages' policy, as the build's _headers gives it. */
const searchPolicy = readHeaderRules(path.join(CLIENT, '_headers'))
  .filter((rule) => rule.pattern.test('/search'))
  .map((rule) => rule.headers.findLast(([name]) => name === 'Content-Security-Policy')?.[1])
  .findLast(Boolean)!
let browser: Browser | undefined
test.afterAll(() => browser?.close())

const HOSTS = { nginx: startNginx, Cloudflare: startWrangler, 'npm run preview': startPreview }
for (const [label, start] of Object.entries(HOSTS)) {
  test.describe(`served by ${label}`, () => {
    let host: Host
    test.beforeAll(async () => {
      host = await start()
    })
    test.afterAll(() => host?.stop())

    test('sends every security header with a page, an asset, a font and the 404', async () => {
      for (const pathname of ['/', '/about', asset, font, '/no-such-page']) {
        const { headers } = await get(host.url + pathname)
        for (const [name, value] of everywhere) {
          const got = headers[name.toLowerCase()]
          if (name === 'Content-Security-Policy') {
            assert.equal(overHttp(got), overHttp(value), `${host.name} ${pathname}: ${name}`)
            if (host.name !== 'npm run preview') assert.equal(got, value)
          } else assert.equal(got, value, `${host.name} ${pathname}: ${name}`)
        }
      }
    })

    test('answers every page at its one address with 200, and its twins with a permanent redirect', async () => {
      for (const route of pages) {
        const answer = await get(host.url + route)
        assert.equal(answer.status, 200, `${host.name}: ${route}`)
        assert.match(String(answer.headers['content-type']), /^text\/html/)
        assert.equal(
          answer.body.toString(),
          readFileSync(path.join(CLIENT, pageFile(route)), 'utf8'),
          `${host.name}: ${route} is ${pageFile(route)}`,
        )
        if (route === '/') continue
        for (const twin of [`${route}/`, `${route}.html`]) {
          const redirect = await get(host.url + twin)
          assert.ok(
            host.permanent.includes(redirect.status),
            `${host.name}: ${twin} → ${redirect.status}`,
          )
          assert.equal(new URL(String(redirect.headers.location), host.url + twin).pathname, route)
        }
      }
      const index = await get(`${host.url}/index.html`)
      assert.ok(host.permanent.includes(index.status))
      assert.equal(new URL(String(index.headers.location), host.url).pathname, '/')
    })

    test('answers every internal link and canonical address without a redirect', async () => {
      const targets = new Set<string>()
      for (const route of pages) {
        const html = readFileSync(path.join(CLIENT, pageFile(route)), 'utf8')
        for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) targets.add(href!)
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
        if (canonical) targets.add(new URL(canonical).pathname)
      }
      assert.ok(targets.size > 20, `${targets.size} addresses`)
      for (const target of targets) {
        const { status } = await get(host.url + target)
        assert.equal(status, 200, `${host.name}: ${target}`)
      }
    })

    test('answers an unknown address with status 404 and the 404 page', async () => {
      for (const pathname of ['/no-such-page', '/blog/no-such-post', '/assets/no-such.js']) {
        const answer = await get(host.url + pathname)
        assert.equal(answer.status, 404, `${host.name}: ${pathname}`)
        assert.match(answer.body.toString(), new RegExp(notFoundText), `${host.name}: ${pathname}`)
      }
      for (const setting of ['/_headers', '/.assetsignore'])
        assert.equal((await get(host.url + setting)).status, 404, `${host.name}: ${setting}`)
    })

    test('caches only /assets/ and /fonts/ for a year', async () => {
      for (const pathname of [asset, font])
        assert.equal(
          (await get(host.url + pathname)).headers['cache-control'],
          'public, max-age=31536000, immutable',
          `${host.name}: ${pathname}`,
        )
      for (const pathname of ['/', '/about', '/sitemap.xml', '/favicon.svg', '/no-such-page'])
        assert.doesNotMatch(
          String((await get(host.url + pathname)).headers['cache-control']),
          /immutable/,
          `${host.name}: ${pathname}`,
        )
    })

    test('sends each file with its type', async () => {
      const types: Record<string, RegExp> = {
        '/sitemap.xml': /^(application|text)\/xml/,
        '/blog/rss.xml': /^(application|text)\/(rss\+)?xml/,
        '/robots.txt': /^text\/plain/,
        '/.well-known/security.txt': /^text\/plain/,
        [font]: /^font\/woff2/,
        [asset]: /^(application|text)\/javascript/,
      }
      for (const [pathname, type] of Object.entries(types)) {
        const answer = await get(host.url + pathname)
        assert.equal(answer.status, 200, `${host.name}: ${pathname}`)
        assert.match(String(answer.headers['content-type']), type, `${host.name}: ${pathname}`)
      }
    })

    test("serves search: its pages with 'wasm-unsafe-eval' in their policy alone, its files with their types, as built", async () => {
      assert.match(searchPolicy, /script-src 'self' 'wasm-unsafe-eval' /)
      for (const page of ['/search', '/ta/search']) {
        const csp = (await get(host.url + page)).headers['content-security-policy']
        assert.equal(overHttp(csp), overHttp(searchPolicy), `${host.name}: ${page}`)
      }
      assert.doesNotMatch(
        String((await get(`${host.url}/about`)).headers['content-security-policy']),
        /wasm/,
      )
      assert.ok(searchFiles.length > 5, searchFiles.join())
      for (const file of searchFiles) {
        const answer = await get(host.url + file)
        assert.equal(answer.status, 200, `${host.name}: ${file}`)
        const type = String(answer.headers['content-type'])
        if (file.endsWith('.js')) assert.match(type, /^(application|text)\/javascript/, file)
        else if (file.endsWith('.json')) assert.match(type, /^application\/json/, file)
        else assert.doesNotMatch(type, /^text\/html/, `${host.name}: ${file} is ${type}`)
        // Pagefind's files are gzip already: served as they are, never changed on the way.
        assert.deepEqual(
          answer.body,
          readFileSync(path.join(CLIENT, file)),
          `${host.name}: ${file}`,
        )
        const hashed = /\/(index|fragment|filter)\//.test(file)
        assert.equal(
          /immutable/.test(String(answer.headers['cache-control'])),
          hashed,
          `${host.name}: ${file} is ${hashed ? '' : 'not '}cached for a year`,
        )
      }
    })

    test('lets a visitor search in a real browser', async () => {
      browser ??= await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS })
      const context = await browser.newContext({ ignoreHTTPSErrors: true })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()))
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(`${host.url}/search`)
      await page.getByRole('searchbox').fill('clinic')
      await page.waitForSelector(
        'main ol li a[href="/case-studies/clinic-chain-answers-every-call"]',
      )
      assert.deepEqual(problems, [], host.name)
      await context.close()
    })

    test('serves the build’s precompressed files to a browser that takes gzip (nginx, preview)', async () => {
      if (!host.precompressed) {
        // Cloudflare compresses at its edge: public/.assetsignore keeps the .gz files out.
        assert.equal((await get(`${host.url}${asset}.gz`)).status, 404, `${host.name}: ${asset}.gz`)
        return
      }
      for (const [pathname, file] of [
        [asset, asset.slice(1)],
        ['/', 'index.html'],
      ] as const) {
        const answer = await get(host.url + pathname, { 'Accept-Encoding': 'gzip' })
        assert.equal(answer.headers['content-encoding'], 'gzip', `${host.name}: ${pathname}`)
        assert.deepEqual(answer.body, readFileSync(path.join(CLIENT, `${file}.gz`)))
      }
    })
  })
}
