/**
 * The writers' browser editor (`npm run cms`): Keystatic at /keystatic, its API at /api/keystatic,
 * saving to the working tree. It runs only in `vite serve` with SITE_CMS=1 (set by `npm run cms`).
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import { describeSite } from './cms/describe.ts'
import type { StorageSpec } from './cms/spec.ts'
import {
  MAX_BODY_BYTES,
  refuseFiles,
  refuseRequest,
  updatedFiles,
  type Refusal,
} from './cms/guard.ts'

const SPEC = 'virtual:cms-spec'
const GOOGLE_FONTS = /https:\/\/fonts\.googleapis\.com\/css2\?[^"']*/g

/** The editor's page, for `npm run cms` and the build (tooling/cms/editor-build.ts). */
const PAGE = readFileSync(new URL('./cms/keystatic.html', import.meta.url), 'utf8').replace(
  './editor.ts',
  '/tooling/cms/editor.ts',
)

/** No request to Google Fonts for Inter: the editor uses the system's sans-serif (offline too). */
const noGoogleFonts = {
  name: 'site-cms-no-google-fonts',
  transform(code: string, id: string) {
    if (!id.includes('@keystatic') || !code.includes('https://fonts.googleapis.com/')) return null
    return code.replaceAll(GOOGLE_FONTS, 'data:text/css,')
  },
}

/** virtual:cms-spec: the site as the editor sees it, with where it saves (plain data). */
const specModule = (storage: StorageSpec) => ({
  resolveId: (id: string) => (id === SPEC ? `\0${SPEC}` : null),
  // Made anew on each load: a new component or field shows after a reload.
  load: (id: string) =>
    id === `\0${SPEC}`
      ? `export default ${JSON.stringify(describeSite(process.cwd(), storage))}`
      : null,
})

/** The editor's bundle for the live site (tooling/cms/editor-build.ts). */
export const editorBundlePlugin = (storage: StorageSpec): Plugin => ({
  name: 'site-cms-bundle',
  ...specModule(storage),
  transform: noGoogleFonts.transform,
})

/** The request's body, or undefined once it passes MAX_BODY_BYTES (the rest is not read). */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return undefined
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function refuse(res: ServerResponse, { status, message }: Refusal) {
  console.warn(`npm run cms: refused — ${message}`)
  res.statusCode = status
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Connection', 'close')
  res.end(message)
}

/**
 * Keystatic's API handler behind Node's http (the same handler a serverless function runs), after
 * tooling/cms/guard.ts: who may ask, how much, and which files a save may touch.
 */
async function api(server: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
  const refused = refuseRequest({
    remoteAddress: req.socket.remoteAddress,
    host: req.headers.host,
    origin: req.headers.origin,
    fetchSite: req.headers['sec-fetch-site'] as string | undefined,
    open: process.env.SITE_CMS_OPEN === '1',
  })
  if (refused) return refuse(res, refused)
  const body = await readBody(req)
  if (!body)
    return refuse(res, {
      status: 413,
      message: `The editor accepts at most ${MAX_BODY_BYTES / 1024 / 1024} MB at a time. Fix: make the photo smaller (a photo for the site needs no more than 2,400 pixels across) and upload it again.`,
    })
  let json: unknown
  try {
    json = body.length ? JSON.parse(body.toString('utf8')) : undefined
  } catch {
    return refuse(res, {
      status: 400,
      message: 'The editor could not read this request (not JSON).',
    })
  }
  if (req.method === 'POST') {
    const files = updatedFiles(json)
    if (!files) return refuse(res, { status: 400, message: 'The editor could not read this save.' })
    const refusedFiles = refuseFiles(files)
    if (refusedFiles) return refuse(res, refusedFiles)
  }
  const { handleKeystatic } = (await server.ssrLoadModule(
    '/tooling/cms/api.ts',
  )) as typeof import('./cms/api.ts')
  const response = await handleKeystatic({
    method: req.method ?? 'GET',
    url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
    headers: { get: (name) => (req.headers[name.toLowerCase()] as string | undefined) ?? null },
    json: async () => json,
  })
  res.statusCode = response.status ?? 200
  new Headers(response.headers).forEach((value, key) => res.setHeader(key, value))
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
        rolldownOptions: { plugins: [noGoogleFonts] },
      },
    }),
    ...specModule({ kind: 'local' }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/'
        if (/^\/api\/keystatic(\/|$)/.test(url)) {
          api(server, req, res).catch(next)
          return
        }
        if (/^\/keystatic([/?]|$)/.test(url)) {
          server
            .transformIndexHtml(url, PAGE)
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
