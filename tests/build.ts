/**
 * `npm run build` (or one of its steps) in a folder, as the build script runs there, without
 * npm's own start-up (about 2 s a build, and the tests build the site some forty times).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const BUILD = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { build: string } })
  .scripts.build

/** Runs the build (or `command`) in `dir` with `env` added: its exit status and what it printed. */
export function build(
  dir: string,
  env: Record<string, string> = {},
  command = BUILD,
): Promise<{ status: number | null; output: string }> {
  const bin = path.resolve(dir, 'node_modules/.bin')
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], {
      cwd: dir,
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
}

/** The same, failing with what it printed unless the build succeeds; resolves with that. */
export async function built(dir: string, env: Record<string, string> = {}) {
  const { status, output } = await build(dir, env)
  if (status !== 0) throw new Error(`the build in ${dir} failed:\n${output}`)
  return output
}
