// A working copy of the project for a build or an editor to run in (writer and editor tests, the
// bench): everything but what is installed or built, with node_modules linked.
import { cpSync, symlinkSync } from 'node:fs'
import path from 'node:path'

/** What a copy leaves out: installed packages (linked instead), history, builds. */
const LEFT_OUT = [
  'node_modules',
  '.git',
  'dist',
  '.bench',
  '.e2e-build',
  '.engines-build',
  '.wrangler',
  '.screenshots',
  '.test-results',
]

/** Copies the project at `root` into the existing, empty folder `dir`; returns `dir`. */
export function copyProject(dir: string, root = process.cwd()) {
  cpSync(root, dir, {
    recursive: true,
    filter: (src) => !LEFT_OUT.includes(path.relative(root, src)),
  })
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  return dir
}
