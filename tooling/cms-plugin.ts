/**
 * The writers' browser editor (`npm run cms`): Keystatic at /keystatic, its API at /api/keystatic,
 * saving to the working tree. It runs only in `vite serve` with SITE_CMS=1 (set by `npm run cms`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import { describeSite } from './cms/describe.ts'

const SPEC = 'virtual:cms-spec'
const EDITOR_ENTRY = '/tooling/cms/editor.ts'
const GOOGLE_FONTS = 'https://fonts.googleapis.com/'

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Website editor</title>
  </head>
  <body>
    <div id="editor"></div>
    <script type="module" src="${EDITOR_ENTRY}"></script>
  </body>
</html>
`

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Keystatic's API handler behind Node's http (the same handler a serverless function runs). */
async function api(server: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
  const { handleKeystatic } = (await server.ssrLoadModule(
    '/tooling/cms/api.ts',
  )) as typeof import('./cms/api.ts')
  const body = await readBody(req)
  const response = await handleKeystatic({
    method: req.method ?? 'GET',
    url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
    headers: { get: (name) => (req.headers[name.toLowerCase()] as string | undefined) ?? null },
    json: async () => JSON.parse(body.toString('utf8')),
  })
  res.statusCode = response.status ?? 200
  const headers = new Headers(response.headers)
  headers.forEach((value, key) => res.setHeader(key, value))
  res.end(response.body)
}

export function cmsPlugin(): Plugin {
  return {
    name: 'site-cms',
    apply: (_config, env) => env.command === 'serve' && process.env.SITE_CMS === '1',
    config: () => ({
      // The editor's code is bundled at start: bundling on first use would reload the page.
      optimizeDeps: {
        include: [
          '@keystatic/core',
          '@keystatic/core/ui',
          '@keystatic/core/content-components',
          'react-dom/client',
        ],
        // No request to Google Fonts for Inter: the editor uses the system's sans-serif (offline).
        rolldownOptions: {
          plugins: [
            {
              name: 'site-cms-no-google-fonts',
              transform(code: string, id: string) {
                if (!id.includes('@keystatic') || !code.includes(GOOGLE_FONTS)) return null
                return code.replaceAll(
                  /https:\/\/fonts\.googleapis\.com\/css2\?[^"']*/g,
                  'data:text/css,',
                )
              },
            },
          ],
        },
      },
    }),
    resolveId: (id) => (id === SPEC ? `\0${SPEC}` : null),
    load(id) {
      if (id !== `\0${SPEC}`) return null
      // Made anew on each load: a new component or field shows after a reload.
      return `export default ${JSON.stringify(describeSite())}`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/'
        if (url === '/api/keystatic' || url.startsWith('/api/keystatic/')) {
          api(server, req, res).catch(next)
          return
        }
        if (
          url === '/keystatic' ||
          url.startsWith('/keystatic/') ||
          url.startsWith('/keystatic?')
        ) {
          server
            .transformIndexHtml(url, page)
            .then((html) => {
              res.setHeader('Content-Type', 'text/html; charset=utf-8')
              res.end(html)
            })
            .catch(next)
          return
        }
        next()
      })
    },
  }
}
