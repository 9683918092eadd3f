/**
 * `npm run cms`: Vike's dev server with the editor (tooling/cms-plugin.ts) beside the site's live
 * preview; prints the editor's address. It answers this computer only (127.0.0.1, also where
 * `CI` or a container would make Vite listen everywhere) unless the writer asks for another
 * address: `npm run cms -- --host 0.0.0.0`.
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { dev } from 'vike/api'

const { values: options } = parseArgs({ options: { host: { type: 'string' } } })
const host = options.host ?? '127.0.0.1'
const open = !['127.0.0.1', 'localhost', '::1'].includes(host)
process.env.SITE_CMS = '1'
process.env.SITE_CMS_OPEN = open ? '1' : ''
const started = performance.now()
// SITE_CMS_CACHE_DIR: the tests run the editor in a copy of the project with its own Vite cache.
const cacheDir = process.env.SITE_CMS_CACHE_DIR
const { viteServer } = await dev({
  startupLog: false,
  viteConfig: { server: { host }, ...(cacheDir ? { cacheDir } : {}) },
})
const base = viteServer.resolvedUrls?.local[0] ?? 'http://localhost:3000/'
// Fetch the editor's code (the entry, then the libraries it imports, which wait for Vite's
// bundling) so it is bundled before the address is shown.
const entry = await fetch(new URL('tooling/cms/editor.ts', base)).then((r) => r.text())
const libraries = new Set(entry.match(/\/node_modules\/\.vite\/deps\/[^"'?]+/g))
await Promise.all([...libraries].map((file) => fetch(new URL(file, base)).then((r) => r.text())))
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`
  Website editor:  ${new URL('keystatic', base).href}
  Site preview:    ${base}

${
  open
    ? `  Listening on ${host}: anyone who can reach this computer at that address can change the
  site's pages and content, without a login. Stop it (Ctrl+C) when you are done.
`
    : ''
}
  Ready in ${seconds} s. Saving in the editor writes the files in pages/ and content/;
  commit and push them to publish (WRITING.md). Stop with Ctrl+C.
`)
