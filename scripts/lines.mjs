// Non-blank source lines (TS, TSX, JS, MJS, CSS) tracked by git, by folder, in three kinds
// (docs/dependencies.md#lines; `npm run bench` prints them, BENCH_ONLY=lines alone):
//   tests: tests/, test-utils/ and every *.test.ts(x);
//   test tooling: what only tests, the bench and the pictures run — scripts/ but the build's,
//     the preview's and the brand images' (postbuild, serve, preview-cloudflare, make-images),
//     and Playwright's configuration (playwright.config.ts);
//   product: everything else (pages, components, content code, lib, styles, tooling, functions,
//     public scripts, configs, those four scripts).
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const PRODUCT_SCRIPTS = /^scripts\/(postbuild|serve|preview-cloudflare|make-images)\.\w+$/
export const kindOf = (file) =>
  /^(tests|test-utils)\/|\.test\.tsx?$/.test(file)
    ? 'tests'
    : (file.startsWith('scripts/') && !PRODUCT_SCRIPTS.test(file)) ||
        file === 'playwright.config.ts'
      ? 'test tooling'
      : 'product'

/** { product: { total, folders: { components: n, … } }, 'test tooling': …, tests: … } */
export function sourceLines() {
  const lines = {}
  for (const file of execSync('git ls-files', { encoding: 'utf8' }).split('\n')) {
    if (!/\.(ts|tsx|js|mjs|mts|css)$/.test(file)) continue
    const n = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim()).length
    const kind = (lines[kindOf(file)] ??= { total: 0, folders: {} })
    const folder = file.includes('/') ? file.split('/')[0] : '(root)'
    kind.total += n
    kind.folders[folder] = (kind.folders[folder] ?? 0) + n
  }
  return lines
}

export const printLines = (lines) => {
  console.log('\nsource lines (non-blank TS/TSX/JS/CSS), by kind and folder:')
  for (const [kind, { total, folders }] of Object.entries(lines))
    console.log(
      `  ${kind} ${total}: ${Object.entries(folders)
        .sort(([, a], [, b]) => b - a)
        .map(([folder, n]) => `${folder} ${n}`)
        .join(', ')}`,
    )
}
