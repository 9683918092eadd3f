// The site's response headers, in one place. `npm run headers` writes them as public/_headers (Netlify,
// Cloudflare Pages) and docs/nginx.conf (nginx); the build writes dist/client/_headers and
// dist/nginx.conf from the same data with the form endpoint's origin allowed; a unit test fails
// when a committed file differs from what this module makes (tooling/security-headers.test.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { endpointOrigin, PLAIN_POST, resolveDelivery } from '#lib/form-delivery'
import { siteLanguages } from './languages.ts'

/** Sources the CSP adds for the form endpoint and the statistics provider. */
export interface Allow {
  connect?: string[]
  formAction?: string[]
  script?: string[]
}

/**
 * The inline scripts the pages may run, by hash: Mantine's colour-scheme script, the shared
 * script (components/HtmlFirst/html-first.js), the speculation rules and, on a page with an
 * island, components/HtmlFirst/form-first.js. The build fails when a
 * page has an inline script whose hash is not here (scripts/postbuild.mjs), and says which.
 */
export const SCRIPT_HASHES = [
  'sha256-oDE20jM+cYCL8tv5Y2IhjssvBsyRPtIfclqLaRnQhog=',
  'sha256-/X6y0bvBcmsjrGjhSIMDT3vNye5m/ElpfdK7QIDy13s=',
  'sha256-wsgBVHLgDcqI3G0s4HL7IRD+QUl5W26uISBq5m2xf4U=',
  'sha256-+AXE/MttZEXsreUSecYA2V2pvWAOimYV8hZuNKsbvWA=',
]

/**
 * The Content-Security-Policy: the site's own files; photos from images.unsplash.com; the
 * OpenStreetMap frame; inline styles (Mantine's and React's style attributes); scripts by hash
 * only. `connect` and `formAction` add the form endpoint's origin (lib/form-delivery.ts);
 * `script` and `connect` the statistics provider's, when it is on (lib/analytics.ts).
 */
export function contentSecurityPolicy(
  { connect = [], formAction = [], script = [] }: Allow = {},
  { wasm = false } = {},
) {
  return [
    "default-src 'self'",
    [
      "script-src 'self'",
      // The search page only: Pagefind's WebAssembly (SEARCH_PATHS).
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...script,
      ...SCRIPT_HASHES.map((hash) => `'${hash}'`),
    ].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://images.unsplash.com",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formAction].join(' '),
    "object-src 'none'",
    "manifest-src 'self'",
    'upgrade-insecure-requests',
  ].join('; ')
}

/** The live site's editor (/keystatic): where it saves, GitHub or Keystatic Cloud. */
export type EditorKind = 'github' | 'cloud'

/**
 * The editor's page has its own policy: its one script file, and the service it saves to, which
 * it calls from the browser (GitHub's API, or Keystatic Cloud's); no visitor page allows either.
 */
export function editorPolicy(kind: EditorKind) {
  // A public repository's files come from raw.githubusercontent.com, a private one's from the API.
  const service =
    kind === 'github'
      ? 'https://api.github.com https://raw.githubusercontent.com'
      : 'https://api.keystatic.cloud'
  return [
    "default-src 'self'",
    "script-src 'self'",
    // data: the empty stylesheet in place of Keystatic's Google Fonts link (tooling/cms-plugin.ts).
    "style-src 'self' 'unsafe-inline' data:",
    "img-src 'self' data: blob: https://images.unsplash.com https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' ${service}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    'upgrade-insecure-requests',
  ].join('; ')
}

/**
 * The search pages (components/SiteSearch): the one policy that differs from the visitor pages'
 * is theirs, and only by 'wasm-unsafe-eval' (Pagefind runs its index in WebAssembly).
 */
export const SEARCH_PATHS = ['/search', '/ta/search']

/**
 * Pagefind's files whose names carry their content's hash (tooling/search-index.ts), a language's
 * folders each: one trailing "*" a rule, as every host reads it. Its pagefind.js, entry, WebAssembly
 * and the small .pf_meta beside them (whose name no one-"*" rule tells from pagefind.js) revalidate.
 */
export const searchHashed = (codes = siteLanguages().map(({ code }) => code)) =>
  codes.flatMap((code) =>
    ['index', 'fragment', 'filter'].map((kind) => `/pagefind/${code}/${kind}/*`),
  )

/** Every response's headers; `search`: a search page's. */
export function securityHeaders(
  allow?: Allow,
  editor?: EditorKind,
  { search = false } = {},
): [string, string][] {
  return [
    [
      'Content-Security-Policy',
      editor ? editorPolicy(editor) : contentSecurityPolicy(allow, { wasm: search }),
    ],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
}

/** Files whose names change with their content: cached for a year. */
export const IMMUTABLE_FOLDERS = ['/assets/', '/fonts/', '/cards/']
const IMMUTABLE = ['Cache-Control', 'public, max-age=31536000, immutable']
/** Pages: the browser checks for a new version each time (an ETag makes that cheap). */
const REVALIDATE = ['Cache-Control', 'public, max-age=0, must-revalidate']

/** The editor's addresses: its page, and the addresses inside it that are the same page. */
const EDITOR_PATHS = ['/keystatic', '/keystatic/*']

/**
 * public/_headers: Netlify and Cloudflare apply every rule whose path matches. The editor's rules
 * replace the visitor CSP (`! name` removes what an earlier rule set: Cloudflare's syntax) and keep
 * the page out of search engines.
 */
export function headersFile(allow?: Allow, editor?: EditorKind) {
  const searchRule = (path: string) =>
    `\n${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${contentSecurityPolicy(allow, { wasm: true })}\n`
  const editorRule = (path: string) =>
    `\n${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${editorPolicy(editor!)}\n  X-Robots-Tag: noindex\n`
  return `# Response headers for static hosts that read this file (Netlify, Cloudflare Pages).
# Made by tooling/security-headers.ts (npm run headers), like docs/nginx.conf: change them there.
/*
${securityHeaders(allow)
  .map(([name, value]) => `  ${name}: ${value}`)
  .join('\n')}
${IMMUTABLE_FOLDERS.map((folder) => `\n${folder}*\n  ${IMMUTABLE[0]}: ${IMMUTABLE[1]}\n`).join('')}${searchHashed()
    .map((files) => `\n${files}\n  ${IMMUTABLE[0]}: ${IMMUTABLE[1]}\n`)
    .join(
      '',
    )}${SEARCH_PATHS.map(searchRule).join('')}${editor ? EDITOR_PATHS.map(editorRule).join('') : ''}`
}

/**
 * docs/nginx.conf: a server block for dist/client. nginx drops the server's add_header lines in a
 * location that has its own, so each location repeats them all.
 */
export function nginxConf(allow?: Allow, editor?: EditorKind) {
  const adds = (extra: string[][], indent: string, kind?: EditorKind, search = false) =>
    [...securityHeaders(allow, kind, { search }), ...extra]
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join('\n')
  const searchAdds = adds([REVALIDATE], '    ', undefined, true)
  return `# nginx server block for dist/client, with the same headers as public/_headers.
# Made by tooling/security-headers.ts (npm run headers): change them there. The build writes
# dist/nginx.conf with the form endpoint's origin allowed; use that one.
server {
  listen 443 ssl http2;       # nginx 1.18 and later (1.25.1+ also take "http2 on;")
  listen [::]:443 ssl http2;
  server_name www.example.com;
  ssl_certificate     /etc/ssl/www.example.com/fullchain.pem;
  ssl_certificate_key /etc/ssl/www.example.com/privkey.pem;
  root /var/www/site/dist/client;
  absolute_redirect off;       # Location: /about, whatever the proxy in front

  gzip on;
  gzip_static on;             # serves the .gz files written by the build
  gzip_types text/css application/javascript application/json image/svg+xml application/xml text/xml;
  # brotli_static on;         # with ngx_brotli: serves the .br files

  # One address a page, as on Cloudflare and Netlify: /about is about.html; /about/ and
  # /about.html answer with a permanent redirect to it; anything else is 404.html, status 404.
  location = / {
    try_files /index.html =404;
  }
  location / {
    rewrite ^/index(\\.html)?$ / permanent;
    rewrite ^(/.+)/$ $1 permanent;
    rewrite ^(/.+)\\.html$ $1 permanent;
    try_files $uri $uri.html =404;
  }
  location = /404.html {
    internal;
  }
  # Settings for the other hosts, not pages.
  location ~ ^/(_headers|\\.assetsignore)$ {
    return 404;
  }
  error_page 404 /404.html;
${editor ? editorLocations(adds([REVALIDATE, ['X-Robots-Tag', 'noindex']], '    ', editor), editor) : ''}
${adds([REVALIDATE], '  ')}
${IMMUTABLE_FOLDERS.map((folder) => `\n  location ${folder} {\n${adds([IMMUTABLE], '    ')}\n  }\n`).join('')}
  # Search: its pages' policy allows Pagefind's WebAssembly; its index's hashed files are kept.
${SEARCH_PATHS.map((page) => `  location = ${page} {\n    try_files ${page}.html =404;\n${searchAdds}\n  }\n`).join('')}  location ~ ^/pagefind/[a-z]+/(index|fragment|filter)/ {
${adds([IMMUTABLE], '    ')}
  }
}
`
}

/**
 * The editor's page at /keystatic and at every address inside it, with its own headers; with
 * GitHub, its API (/api/keystatic/) from the Node process of functions/node.ts.
 */
const editorLocations = (headers: string, editor: EditorKind) => `
  # The website editor (/keystatic): one page, its own headers, out of search engines.
  location = /keystatic {
    try_files /keystatic.html =404;
${headers}
  }
  location ^~ /keystatic/ {
    rewrite ^/keystatic/$ /keystatic permanent;
    try_files /keystatic.html =404;
${headers}
  }
${
  editor === 'github'
    ? `  # Its sign-in with GitHub: node --import tsx functions/node.ts, KEYSTATIC_* in its environment.
  location /api/keystatic/ {
    proxy_pass http://127.0.0.1:8788;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
  }
`
    : ''
}`

/**
 * After the build (scripts/postbuild.mjs): writes <outDir>/_headers and <outDir>/../nginx.conf with
 * the endpoint's origin allowed (connect-src; form-action too where the form can be posted
 * plainly), and logs it.
 */
export function shipDelivery(outDir: string, extra: Allow, editor?: EditorKind) {
  const source = readFileSync('content/site.yaml', 'utf8')
  const delivery = resolveDelivery(parse(source), process.env, source)
  const origin = endpointOrigin(delivery.formEndpoint)
  const plain = origin !== undefined && PLAIN_POST.includes(delivery.formProvider)
  // Web3Forms then sends the browser to its thank-you page: form-action checks redirects too.
  const thanks = delivery.formProvider === 'web3forms' ? ['https://web3forms.com'] : []
  const allow = {
    script: extra.script ?? [],
    connect: [...(origin ? [origin] : []), ...(extra.connect ?? [])],
    formAction: plain ? [origin, ...thanks] : [],
  }
  writeFileSync(path.join(outDir, '_headers'), headersFile(allow, editor))
  writeFileSync(path.join(path.dirname(outDir), 'nginx.conf'), nginxConf(allow, editor))
  console.log(
    delivery.formProvider === 'none'
      ? 'postbuild: the contact form sends nothing: set formEndpoint in content/site.yaml'
      : `postbuild: the contact form sends to ${delivery.formEndpoint} (${delivery.formProvider})` +
          (origin
            ? `; the CSP allows ${origin} (connect-src${plain ? ', form-action' : ''}) in _headers and nginx.conf`
            : ''),
  )
}

// `npm run headers`: writes the committed copies.
if (process.argv[1] === import.meta.filename) {
  writeFileSync('public/_headers', headersFile())
  writeFileSync('docs/nginx.conf', nginxConf())
  console.log('Wrote public/_headers and docs/nginx.conf from tooling/security-headers.ts')
}
