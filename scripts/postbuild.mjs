// After `vike build`: sitemap.xml and robots.txt for the prerendered pages (not noindex ones nor
// the 404) with URLs from siteUrl, then a .gz and .br beside every text file for hosts that serve
// precompressed files (nginx gzip_static; Netlify and Cloudflare compress themselves).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip as zlibGzip } from 'node:zlib'
import path from 'node:path'
import { Feed } from 'feed'
import { parse } from 'yaml'
import { analyticsAllow, analyticsOf } from '#lib/analytics'
import { liveStorage } from '../tooling/cms/spec.ts'
import { loadContent } from '../tooling/content-loader.ts'
import { writeSearchIndex } from '../tooling/search-index.ts'
import { writeCards } from '../tooling/cards.ts'
import { pageCss } from '../tooling/page-css.ts'
import { SCRIPT_HASHES, shipDelivery } from '../tooling/security-headers.ts'
import { builtPages } from './serve.ts'

const outDir = path.join(process.env.SITE_OUT_DIR ?? 'dist', 'client')
// The settings as the site reads them: checked, with the defaults of what the file leaves out.
const site = loadContent(
  path.resolve('content/site.yaml'),
  readFileSync('content/site.yaml', 'utf8'),
)
const { siteUrl, email } = site

// Every page of the build (the 404 too) and its HTML, each with its own CSS (tooling/page-css.ts):
// its first screen's rules in its <head>, the rest linked at the end of its <body>. The one
// stylesheet Vike linked is then left out.
const sheets = new Map()
const pages = builtPages(outDir).map(([route, file]) => {
  const html = pageCss(readFileSync(file, 'utf8'), outDir, sheets)
  writeFileSync(file, html)
  return [route, html]
})
for (const href of sheets.keys()) rmSync(path.join(outDir, href))
console.log(
  `postbuild: each page's CSS: its first screen's in its <head>, the rest in ${new Set(pages.map(([, html]) => /\/assets\/static\/page\.[\w-]+\.css/.exec(html)?.[0])).size} stylesheets shared by the pages that use the same rules`,
)
const indexed = pages.filter(
  ([route, html]) => route !== '/404' && !/<meta name="robots" content="[^"]*noindex/.test(html),
)
const routes = indexed.map(([route]) => route)

// A page in several languages: its versions, as its head lists them (components/PageMeta).
const alternates = (html) =>
  Array.from(
    html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g),
    ([, lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`,
  ).join('')

const today = new Date().toISOString().slice(0, 10)
writeFileSync(
  path.join(outDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${indexed.map(([route, html]) => `  <url><loc>${new URL(route, siteUrl).href}</loc><lastmod>${today}</lastmod>${alternates(html)}</url>`).join('\n')}
</urlset>
`,
)
writeFileSync(
  path.join(outDir, 'robots.txt'),
  `User-agent: *
Allow: /

Sitemap: ${new URL('/sitemap.xml', siteUrl).href}
`,
)
// The blog's RSS feed (content/blog/*.mdx, newest first, checked by the build), dated by its day.
const blogDir = 'content/blog'
const feedPosts = (existsSync(blogDir) ? readdirSync(blogDir) : [])
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const matter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(blogDir, file), 'utf8'))
    return { slug: file.slice(0, -4), ...parse(matter?.[1] ?? '') }
  })
  .filter((post) => !post.noindex)
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
const feed = new Feed({
  title: `${site.shortName} blog`,
  id: new URL('/blog', siteUrl).href,
  link: new URL('/blog', siteUrl).href,
  feedLinks: { rss: new URL('/blog/rss.xml', siteUrl).href },
  description: site.description,
  language: site.languages[0].locale,
  updated: new Date(`${today}T00:00:00Z`),
})
for (const post of feedPosts)
  feed.addItem({
    title: post.title,
    link: new URL(`/blog/${post.slug}`, siteUrl).href,
    date: new Date(`${post.date}T00:00:00Z`),
    description: post.description,
    category: (post.tags ?? []).map((name) => ({ name })),
  })
mkdirSync(path.join(outDir, 'blog'), { recursive: true })
writeFileSync(path.join(outDir, 'blog', 'rss.xml'), feed.rss2())

// How to report a security problem (RFC 9116), to the site's email; it expires a year after the
// build's day, so a site left unbuilt for a year stops advertising an address nobody may read
// (a day, not a moment: two builds on one day are byte-identical).
mkdirSync(path.join(outDir, '.well-known'), { recursive: true })
const expires = `${new Date(Date.parse(today) + 365 * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`
writeFileSync(
  path.join(outDir, '.well-known', 'security.txt'),
  `Contact: mailto:${email}
Expires: ${expires}
Preferred-Languages: en
Canonical: ${new URL('/.well-known/security.txt', siteUrl).href}
`,
)
const listed = routes.length > 8 ? `${routes.slice(0, 8).join(', ')}, …` : routes.join(', ')
console.log(
  `postbuild: sitemap.xml with ${routes.length} pages (${listed}), robots.txt, .well-known/security.txt, blog/rss.xml with ${feedPosts.length} posts`,
)

// The headers (_headers, dist/nginx.conf) with the contact form's endpoint allowed.
// The live site's editor (content/site.yaml, `editor`): its page comes after the pages' checks.
const editor = liveStorage(site.editor)
shipDelivery(outDir, analyticsAllow(site), editor?.kind)
const analytics = analyticsOf(site)
console.log(
  analytics
    ? `postbuild: visitor statistics by ${analytics.name}; the CSP allows ${analytics.script}`
    : 'postbuild: no visitor statistics (analytics in content/site.yaml)',
)

// Vike writes a client entry for every page (assets/entries/pages_*.js, entry-server-routing.*.js)
// that no HTML-only page loads. Keep the files a page loads and what those load in turn (Vite's
// manifest, which Vike writes to dist/assets.json); delete the other scripts.
const manifest = JSON.parse(readFileSync(path.join(outDir, '..', 'assets.json'), 'utf8'))
const chunkOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
const loaded = new Set()
const load = (file) => {
  if (loaded.has(file)) return
  loaded.add(file)
  const chunk = chunkOf.get(file)
  for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
    load(manifest[key].file)
}
// Inline scripts (Mantine's colour-scheme script, components/HtmlFirst's, speculation rules) run
// under the CSP only if tooling/security-headers.ts lists their hashes.
const inlineScripts = new Map()
for (const [, html] of pages) {
  for (const [, type, code] of html.matchAll(
    /<script(?![^>]*\bsrc=)(?:[^>]*\btype="([^"]*)")?[^>]*>([\s\S]*?)<\/script>/g,
  ))
    if (!type || type === 'speculationrules')
      inlineScripts.set(`'sha256-${createHash('sha256').update(code).digest('base64')}'`, code)
  for (const [, asset] of html.matchAll(/\b(?:src|href)="\/(assets\/[^"]+)"/g)) load(asset)
}
const allowed = SCRIPT_HASHES.map((hash) => `'${hash}'`)
const missing = [...inlineScripts.keys()].filter((hash) => !allowed.includes(hash))
if (missing.length) {
  const stale = allowed.filter((hash) => !inlineScripts.has(hash))
  throw new Error(
    `postbuild: the CSP's script-src lacks the hash of ${missing.map((hash) => `${hash} (the inline script starting "${inlineScripts.get(hash).slice(0, 40)}")`).join(' and ')}. Fix: add it to SCRIPT_HASHES in tooling/security-headers.ts${stale.length ? `, in place of ${stale.join(' and ')} (no inline script has that hash any more)` : ''}, then run npm run headers.`,
  )
}
const unused = readdirSync(path.join(outDir, 'assets'), { recursive: true })
  .map((file) => `assets/${String(file).split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('.js') && !loaded.has(file))
for (const file of unused) rmSync(path.join(outDir, file))
console.log(`postbuild: left out ${unused.length} script files no page loads (Vike's page entries)`)

if (editor) {
  const { buildEditor } = await import('../tooling/cms/editor-build.ts')
  await buildEditor(outDir, editor)
  console.log(
    `postbuild: the editor at /keystatic (${editor.kind === 'github' ? `GitHub, ${editor.repo}` : `Keystatic Cloud, ${editor.project}`})`,
  )
}

// The search index (tooling/search-index.ts): the sitemap's pages, each page's <main>.
// Each page's share card (tooling/cards.ts): drawn where its inputs changed, else from the cache.
const started = performance.now()
const cards = await writeCards(outDir, pages, site.shortName)
console.log(
  `postbuild: share cards: ${cards.drawn} drawn, ${cards.cached} from the cache, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
const search = await writeSearchIndex(
  outDir,
  indexed.map(([route, html]) => ({ route, html })),
)
console.log(
  `postbuild: search index in ${search.ms} ms: ${search.bundles.map(({ language, pages }) => `${pages} pages in pagefind/${language}/`).join(', ')} (English-only pages in each)`,
)

// Compression uses libuv's thread pool. Hashed assets (few, shared, cached a year) get the best
// quality (brotli 11, gzip 9); HTML and the rest get 6: ~10% larger, ~40 times faster per page.
const gzip = promisify(zlibGzip)
const brotli = promisify(brotliCompress)
const files = readdirSync(outDir, { recursive: true })
  .map(String)
  .filter((file) => /\.(html|js|css|svg|json|xml|txt|webmanifest)$/.test(file))
const compress = async (file) => {
  const body = await readFile(path.join(outDir, file))
  // Like nginx's gzip_min_length: a file under 1 kB gains next to nothing.
  if (body.length < 1024) return false
  const asset = file.startsWith(`assets${path.sep}`)
  const [gz, br] = await Promise.all([
    gzip(body, { level: asset ? 9 : 6 }),
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: asset ? 11 : 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ])
  await Promise.all([
    writeFile(path.join(outDir, `${file}.gz`), gz),
    writeFile(path.join(outDir, `${file}.br`), br),
  ])
  return true
}
// Eight files at a time: enough to keep the thread pool busy, few open files.
let compressed = 0
for (let i = 0; i < files.length; i += 8)
  for (const done of await Promise.all(files.slice(i, i + 8).map(compress))) if (done) compressed++
console.log(
  `postbuild: precompressed ${compressed} files (.gz, .br); files under 1 kB left as they are`,
)
