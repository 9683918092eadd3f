/**
 * Debian's nginx serving a build with its own dist/nginx.conf, and a plain request helper: what
 * the host tests (tests/e2e/hosts.test.ts) and the live editor's test use.
 */
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request, as it is: no redirect followed, no body decoded, any certificate taken. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
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

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Waits until `url` answers at all (any status), or fails with what the process printed. */
export async function answering(url: string, log: () => string, seconds = 60) {
  for (let i = 0; i < seconds * 5; i++) {
    try {
      return await get(url)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`${url} did not answer in ${seconds} s:\n${log()}`)
}

export interface Host {
  name: string
  url: string
  /** Redirect statuses that mean "permanently moved" on this server. */
  permanent: number[]
  /** Serves the build's .gz files as they are (nginx gzip_static, the preview). */
  precompressed: boolean
  stop: () => void
}

/**
 * Debian's nginx with `build`'s nginx.conf as shipped, but for its port, certificate and root
 * (and the editor's API at `apiPort`, when the build has the editor).
 */
export async function startNginx(build = 'dist', apiPort?: number): Promise<Host> {
  const client = path.resolve(build, 'client')
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
  const shipped = readFileSync(path.join(build, 'nginx.conf'), 'utf8')
  const server = shipped
    .replace(/^\s*listen 443 ssl http2;.*$/m, `  listen 127.0.0.1:${port} ssl http2;`)
    .replace(/^\s*listen \[::\]:443 .*$/m, '')
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${dir}/cert.pem;`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${dir}/key.pem;`)
    .replace(/^\s*root \S+;/m, `  root ${client};`)
    .replace('proxy_pass http://127.0.0.1:8788;', `proxy_pass http://127.0.0.1:${apiPort};`)
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
