/**
 * What a visitor and a crawler get, path by path, from the real servers the site is shipped for:
 * Debian's nginx with the build's dist/nginx.conf (over https, a throwaway self-signed
 * certificate), Cloudflare's runtime (`wrangler dev` with wrangler.jsonc: workerd, from the
 * wrangler package, offline) and `npm run preview`. The same assertions run against each, so the
 * local server and production cannot drift. Run `npm run build` first (`npm test` does).
 */
import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { pageFile, readHeaderRules, startServer } from '../../scripts/serve.ts'

const CLIENT = path.resolve('dist/client')

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request, as it is: no redirect followed, no body decoded, any certificate taken. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers, rejectUnauthorized: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.setTimeout(10_000, () => request.destroy(new Error(`${url}: no answer in 10 s`)))
  })
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Waits until `url` answers at all (any status), or fails with what the process printed. */
async function answering(url: string, log: () => string, seconds = 60) {
  for (let i = 0; i < seconds * 5; i++) {
    try {
      return await get(url)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`${url} did not answer in ${seconds} s:\n${log()}`)
}

interface Host {
  name: string
  url: string
  /** Redirect statuses that mean "permanently moved" on this server. */
  permanent: number[]
  /** Serves the build's .gz files as they are (nginx gzip_static, the preview). */
  precompressed: boolean
  stop: () => void
}

/** Debian's nginx with dist/nginx.conf as shipped, but for its port, certificate and root. */
async function startNginx(): Promise<Host> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file))
  assert.ok(nginx, "nginx is missing: install Debian's nginx (apt-get install nginx)")
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  const cert = spawnSync('openssl', [
    'req',
    ...['-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
    ...['-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`],
  ])
  assert.equal(cert.status, 0, `openssl: ${cert.stderr}`)
  const port = await freePort()
  const shipped = readFileSync('dist/nginx.conf', 'utf8')
  const server = shipped
    .replace(/^\s*listen 443 ssl http2;.*$/m, `  listen 127.0.0.1:${port} ssl http2;`)
    .replace(/^\s*listen \[::\]:443 .*$/m, '')
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${dir}/cert.pem;`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${dir}/key.pem;`)
    .replace(/^\s*root \S+;/m, `  root ${CLIENT};`)
  assert.notEqual(server, shipped)
  assert.match(server, new RegExp(`listen 127\\.0\\.0\\.1:${port} ssl http2;`))
  writeFileSync(
    `${dir}/nginx.conf`,
    `worker_processes 1;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
${process.getuid?.() === 0 ? 'user root;' : ''}
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`,
  )
  const test = spawnSync(nginx, ['-t', '-p', dir, '-c', `${dir}/nginx.conf`], { encoding: 'utf8' })
  assert.equal(test.status, 0, `nginx -t refused dist/nginx.conf:\n${test.stderr}`)
  const child = spawn(nginx, ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'])
  let log = ''
  child.stderr.on('data', (chunk) => (log += chunk))
  const url = `https://127.0.0.1:${port}`
  await answering(url, () => log)
  return {
    name: `nginx ${test.stderr.match(/nginx\/[\d.]+/)?.[0] ?? ''}`.trim(),
    url,
    permanent: [301, 308],
    precompressed: true,
    stop: () => (child.kill(), rmSync(dir, { recursive: true, force: true })),
  }
}

/** `npm run preview:cloudflare`'s server: wrangler dev, Cloudflare's runtime, on wrangler.jsonc. */
async function startWrangler(): Promise<Host> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort()),
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' } },
  )
  let log = ''
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const url = `http://127.0.0.1:${port}`
  await answering(url, () => log, 90)
  return {
    name: 'Cloudflare (wrangler dev, workerd)',
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

const HOSTS = { nginx: startNginx, Cloudflare: startWrangler, 'npm run preview': startPreview }
for (const [label, start] of Object.entries(HOSTS)) {
  describe(`served by ${label}`, () => {
    let host: Host
    before(async () => {
      host = await start()
    })
    after(() => host?.stop())

    it('sends every security header with a page, an asset, a font and the 404', async () => {
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

    it('answers every page at its one address with 200, and its twins with a permanent redirect', async () => {
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

    it('answers every internal link and canonical address without a redirect', async () => {
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

    it('answers an unknown address with status 404 and the 404 page', async () => {
      for (const pathname of ['/no-such-page', '/blog/no-such-post', '/assets/no-such.js']) {
        const answer = await get(host.url + pathname)
        assert.equal(answer.status, 404, `${host.name}: ${pathname}`)
        assert.match(answer.body.toString(), new RegExp(notFoundText), `${host.name}: ${pathname}`)
      }
      for (const setting of ['/_headers', '/.assetsignore'])
        assert.equal((await get(host.url + setting)).status, 404, `${host.name}: ${setting}`)
    })

    it('caches only /assets/ and /fonts/ for a year', async () => {
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

    it('sends each file with its type', async () => {
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

    it('serves the build’s precompressed files to a browser that takes gzip (nginx, preview)', async () => {
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
