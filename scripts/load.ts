/**
 * `npm run load [-- --duration 30 --connections 50 --rounds 1]`: what we run as a server, under load on
 * loopback (docs/reliability.md, "Load"). Each server runs in a process of its own, so its memory is
 * its own: the preview server (scripts/serve.ts on the built dist/client) and the editor's Node
 * function (functions/node.ts, whose calls to GitHub go to the GitHub stand-in, run here). Each is
 * driven by autocannon for `duration` seconds with `connections` connections, each connection
 * cycling through a mix of requests; then the figures: requests a second, p99 latency, errors
 * (connection errors, timeouts, answers other than the one expected, by kind) and the server's
 * resident memory before and after each round (`rounds` runs the load again on the same process: a
 * leak grows round after round). Run `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const SECRETS = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.load-editor',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'load-client-secret-0000',
  KEYSTATIC_SECRET: 'load-session-secret-0123456789abcdef',
}

/** One request of a mix, and the status it should be answered with. */
interface Step {
  path: string
  status: number
  headers?: Record<string, string>
}

export interface Figures {
  server: 'preview' | 'editor'
  requestsPerSecond: number
  p99Ms: number
  requests: number
  /** What went wrong, by kind ("connection errors", "timeouts", "GET /about: 500"): goal none. */
  errors: Record<string, number>
  /** Every answer, by request and status. */
  answers: Record<string, number>
  rssBeforeMB: number
  /** Resident memory after each round: a leak grows round after round, a heap that settles does not. */
  rssRoundsMB: number[]
  /** The server answered a request after the load as before it. */
  answersAfter: boolean
}

export interface LoadOptions {
  duration?: number
  connections?: number
  /** The build to serve (default dist). */
  outDir?: string
  /** How many times the load runs on the same server process (default 1). */
  rounds?: number
}

/** The mix for the preview server: a page, an asset (the stylesheet), a missing page. */
function previewMix(outDir: string): Step[] {
  const assets = path.join(outDir, 'client/assets')
  const css = readdirSync(assets, { recursive: true, encoding: 'utf8' }).find((file) =>
    file.endsWith('.css'),
  )
  if (!css) throw new Error(`${assets} has no stylesheet: run \`npm run build\` first.`)
  return [
    { path: '/about', status: 200 },
    { path: `/assets/${css.split(path.sep).join('/')}`, status: 200 },
    { path: '/no-such-page', status: 404 },
  ]
}

/**
 * The mix for the editor's function: sign-in's first step and a token refresh without a sign-in
 * (neither calls GitHub), an address outside the API, and a sign-out, which asks GitHub (the
 * stand-in) to revoke the token.
 */
const EDITOR_MIX: Step[] = [
  { path: '/api/keystatic/github/login', status: 307 },
  { path: '/api/keystatic/github/refresh-token', status: 401 },
  { path: '/api/other', status: 404 },
  {
    path: '/api/keystatic/github/logout',
    status: 307,
    headers: { Cookie: 'keystatic-gh-access-token=ghu_load' },
  },
]

/** Resident memory of process `pid`, in MB (Linux's /proc). */
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024

/** Starts `node scripts/load.ts --serve <what> <arg>` and resolves with it and its address. */
function serve(what: 'preview' | 'editor', arg: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, '--serve', what, arg],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...SECRETS } },
  )
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const url = /^listening (\S+)$/m.exec(output)?.[1]
      if (url) resolve({ child, url })
    })
    child.on('exit', (code) => reject(new Error(`the ${what} server stopped (${code}): ${output}`)))
  })
}

/** Drives `url` with `mix` and gathers the figures. */
async function drive(
  server: Figures['server'],
  url: string,
  pid: number,
  mix: Step[],
  { duration, connections, rounds }: { duration: number; connections: number; rounds: number },
): Promise<Figures> {
  const answers: Record<string, number> = {}
  const errors: Record<string, number> = {}
  const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1)
  const ask = () => Promise.all(mix.map((step) => fetch(url + step.path, { redirect: 'manual' })))
  await ask() // each route once: its code loaded, as a server that has answered before
  const rssBeforeMB = rss(pid)
  const rssRoundsMB: number[] = []
  const totals = { requests: 0, rate: 0, p99: 0 }
  for (let round = 0; round < rounds; round++) {
    const result = await autocannon({
      url,
      duration,
      connections,
      timeout: 10,
      requests: mix.map((step) => ({
        method: 'GET',
        path: step.path,
        headers: step.headers ?? {},
        onResponse: (status: number) => {
          count(answers, `GET ${step.path}: ${status}`)
          if (status !== step.status) count(errors, `GET ${step.path}: ${status}`)
        },
      })),
    })
    if (result.errors)
      errors['connection errors'] = (errors['connection errors'] ?? 0) + result.errors
    if (result.timeouts) errors.timeouts = (errors.timeouts ?? 0) + result.timeouts
    totals.requests += result.requests.total
    totals.rate += result.requests.average / rounds
    totals.p99 = Math.max(totals.p99, result.latency.p99)
    rssRoundsMB.push(rss(pid))
  }
  const after = await ask()
  return {
    server,
    requestsPerSecond: totals.rate,
    p99Ms: totals.p99,
    requests: totals.requests,
    errors,
    answers,
    rssBeforeMB,
    rssRoundsMB,
    answersAfter: after.every((answer, i) => answer.status === mix[i]!.status),
  }
}

/** Runs the load on both servers, one after the other, and stops them. */
export async function load({
  duration = 30,
  connections = 50,
  outDir = path.resolve(import.meta.dirname, '../dist'),
  rounds = 1,
}: LoadOptions = {}): Promise<Figures[]> {
  const { startGitHub } = await import('../tests/writers/github-stand-in.ts')
  const repo = mkdtempSync(path.join(os.tmpdir(), 'load-github-'))
  const github = await startGitHub({
    repo,
    owner: 'acme',
    name: 'website',
    clientId: SECRETS.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: SECRETS.KEYSTATIC_GITHUB_CLIENT_SECRET,
  })
  const figures: Figures[] = []
  const servers: ChildProcess[] = []
  try {
    const preview = await serve('preview', outDir)
    servers.push(preview.child)
    const mix = previewMix(outDir)
    figures.push(
      await drive('preview', preview.url, preview.child.pid!, mix, {
        duration,
        connections,
        rounds,
      }),
    )
    const editor = await serve('editor', github.url)
    servers.push(editor.child)
    const run = { duration, connections, rounds }
    figures.push(await drive('editor', editor.url, editor.child.pid!, EDITOR_MIX, run))
  } finally {
    for (const child of servers) child.kill()
    github.close()
    rmSync(repo, { recursive: true, force: true })
  }
  return figures
}

/** The figures as a reader wants them. */
export function report(figures: Figures[], { duration = 30, connections = 50, rounds = 1 } = {}) {
  const lines = [
    `${rounds > 1 ? `${rounds} rounds of ` : ''}${duration} s × ${connections} connections on loopback, each server alone:`,
  ]
  for (const f of figures) {
    const errors = Object.entries(f.errors).map(([kind, n]) => `${kind} ×${n}`)
    lines.push(
      `${f.server}: ${Math.round(f.requestsPerSecond)} requests/s (${f.requests} in all), p99 ${f.p99Ms} ms, errors ${errors.length ? errors.join(', ') : '0'}, RSS ${f.rssBeforeMB.toFixed(0)} → ${f.rssRoundsMB.map((mb) => mb.toFixed(0)).join(' → ')} MB, ${f.answersAfter ? 'answers as before afterwards' : 'ANSWERS DIFFERENTLY AFTERWARDS'}`,
      ...Object.entries(f.answers).map(([answer, n]) => `  ${answer} ×${n}`),
    )
  }
  return lines.join('\n')
}

/** A server process: prints "listening <url>". */
async function serveOne(what: string, arg: string) {
  if (what === 'preview') {
    const { startServer } = await import('./serve.ts')
    const { url } = await startServer({ outDir: arg })
    return url
  }
  // The editor's function, its calls to GitHub sent to the stand-in at `arg`.
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const github = /^https:\/\/(api\.)?github\.com\//.exec(url)
    if (!github) return realFetch(input, init)
    const to = url.replace(github[0], `${arg}/`)
    return realFetch(new Request(to, input instanceof Request ? input : init))
  }
  const { server } = await import('../functions/node.ts')
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`
}

if (process.argv[1] === import.meta.filename) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      serve: { type: 'string' },
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '50' },
      rounds: { type: 'string', default: '1' },
    },
  })
  if (values.serve) {
    console.log(`listening ${await serveOne(values.serve, positionals[0]!)}`)
  } else {
    const options = {
      duration: Number(values.duration),
      connections: Number(values.connections),
      rounds: Number(values.rounds),
    }
    const figures = await load(options)
    console.log(report(figures, options))
    const failed = figures.some((f) => Object.keys(f.errors).length || !f.answersAfter)
    process.exitCode = failed ? 1 : 0
  }
}
