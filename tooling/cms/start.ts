/**
 * `npm run cms`: the browser editor on the working tree. Starts Vike's dev
 * server with the editor mounted (tooling/cms-plugin.ts) and prints the
 * editor's address; the site's live preview runs on the same server.
 */
import { performance } from 'node:perf_hooks'
import { dev } from 'vike/api'

process.env.SITE_CMS = '1'
const started = performance.now()
// SITE_CMS_CACHE_DIR: the tests run the editor in a copy of the project with its own Vite cache.
const cacheDir = process.env.SITE_CMS_CACHE_DIR
const { viteServer } = await dev({
  startupLog: false,
  ...(cacheDir ? { viteConfig: { cacheDir } } : {}),
})
const base = viteServer.resolvedUrls?.local[0] ?? 'http://localhost:3000/'
// Ask for the editor's code once, so it is bundled before the address is
// shown: the entry, then the bundled libraries it imports (which wait for
// Vite's bundling to end).
const entry = await fetch(new URL('tooling/cms/editor.ts', base)).then((r) => r.text())
const libraries = new Set(entry.match(/\/node_modules\/\.vite\/deps\/[^"'?]+/g))
await Promise.all([...libraries].map((file) => fetch(new URL(file, base)).then((r) => r.text())))
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`
  Website editor:  ${new URL('keystatic', base).href}
  Site preview:    ${base}

  Ready in ${seconds} s. Saving in the editor writes the files in pages/ and content/;
  commit and push them to publish (WRITING.md). Stop with Ctrl+C.
`)
