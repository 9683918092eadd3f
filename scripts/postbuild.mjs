// After `vike build`: writes sitemap.xml and robots.txt for the pages that
// were actually prerendered (pages marked noindex and the 404 page are left
// out), with absolute URLs from content/site.yaml's siteUrl; then writes a
// .gz (level 9) and .br (quality 11) beside every text file, for hosts that
// serve precompressed files (nginx gzip_static, Netlify, Cloudflare do their own).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import path from 'node:path'
import { parse } from 'yaml'

const outDir = path.join(process.env.SITE_OUT_DIR ?? 'dist', 'client')
const { siteUrl } = parse(readFileSync('content/site.yaml', 'utf8'))

/** Every prerendered page as [route, file]. */
export function prerenderedPages(dir = outDir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('index.html'))
    .map((file) => {
      const route = '/' + path.dirname(file).split(path.sep).join('/')
      return [route === '/.' ? '/' : route, path.join(dir, file)]
    })
    .sort(([a], [b]) => a.localeCompare(b))
}

const routes = prerenderedPages()
  .filter(
    ([, file]) => !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8')),
  )
  .map(([route]) => route)

const today = new Date().toISOString().slice(0, 10)
writeFileSync(
  path.join(outDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${routes.map((route) => `  <url><loc>${new URL(route, siteUrl).href}</loc><lastmod>${today}</lastmod></url>`).join('\n')}
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
console.log(`postbuild: sitemap.xml with ${routes.length} pages (${routes.join(', ')}), robots.txt`)

let compressed = 0
for (const file of readdirSync(outDir, { recursive: true }).map(String)) {
  if (!/\.(html|js|css|svg|json|xml|txt|webmanifest)$/.test(file)) continue
  const body = readFileSync(path.join(outDir, file))
  writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(body, { level: 9 }))
  writeFileSync(
    path.join(outDir, `${file}.br`),
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  )
  compressed++
}
console.log(`postbuild: precompressed ${compressed} files (.gz, .br)`)
