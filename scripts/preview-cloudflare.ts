/**
 * `npm run preview:cloudflare`: the build on Cloudflare's runtime (wrangler's local workerd,
 * offline) with wrangler.jsonc's settings: dist/client with _headers, and functions/worker.ts for
 * the editor. Its secrets come from this process's environment (KEYSTATIC_*), handed to the Worker
 * as secrets, as `wrangler secret put` does in production: never from a file.
 */
import { existsSync } from 'node:fs'
import { unstable_startWorker } from 'wrangler'

const SECRETS = ['KEYSTATIC_GITHUB_CLIENT_ID', 'KEYSTATIC_GITHUB_CLIENT_SECRET', 'KEYSTATIC_SECRET']
// Requests here carry a placeholder for Cloudflare's request details (request.cf), which the site
// does not read, instead of fetching them from workers.cloudflare.com at every start.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

const worker = await unstable_startWorker({
  config: 'wrangler.jsonc',
  bindings: Object.fromEntries(
    SECRETS.filter((name) => process.env[name]).map((name) => [
      name,
      { type: 'secret_text' as const, value: process.env[name]! },
    ]),
  ),
  dev: {
    server: { hostname: '127.0.0.1', port: Number(process.env.PORT ?? 8787) },
    inspector: false,
    logLevel: 'warn',
  },
})
const url = (await worker.url).origin
console.log(`Serving dist/client on Cloudflare's runtime at ${url}`)
if (existsSync('dist/client/keystatic.html'))
  console.log(
    `The editor: ${url}/keystatic (${SECRETS.every((name) => process.env[name]) ? 'sign-in with GitHub on' : `set ${SECRETS.join(', ')} for its sign-in`})`,
  )
