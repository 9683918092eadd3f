// Where the contact form sends messages: the providers, the fields every provider receives, and
// the settings of content/site.yaml once SITE_FORM_* have had their say at build time
// (tooling/content-plugin.ts). The build then allows the endpoint's origin in the CSP
// (shipDelivery, tooling/security-headers.ts).

export const PROVIDERS = ['none', 'json', 'web3forms', 'netlify', 'own'] as const
export type Provider = (typeof PROVIDERS)[number]
export interface Delivery {
  formProvider: Provider
  formEndpoint: string
  formAccessKey: string
}
const WEB3FORMS_ENDPOINT = 'https://api.web3forms.com/submit'
/** The name of the form Netlify registers (the hidden static form and every POST's form-name). */
export const NETLIFY_FORM_NAME = 'contact'
/** The privacy request form's name at Netlify (components/RequestForm): the same fields. */
export const REQUEST_FORM_NAME = 'privacy-request'
/** The form's fields, as every provider receives them; `website` is the honeypot. */
export const FIELDS = ['name', 'email', 'phone', 'company', 'service', 'message']
export const HONEYPOT = 'website'
/**
 * What every message carries besides the visitor's fields: the language of the form and privacy
 * notice they read, and the notice's version (its last-changed date), so the company can show
 * which notice a person saw when they agreed (DPDP Act, section 6(10)).
 */
export const PROOF = ['language', 'notice']

const ENV: Record<keyof Delivery, string> = {
  formProvider: 'SITE_FORM_PROVIDER',
  formEndpoint: 'SITE_FORM_ENDPOINT',
  formAccessKey: 'SITE_FORM_ACCESS_KEY',
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message)
    this.name = 'DeliveryError'
  }
}

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i

/**
 * What is wrong with an endpoint, in a writer's words, or undefined. Allowed: https://, a path on
 * this site (/api/contact), and http:// on this computer only (for testing).
 */
export function endpointProblem(value: string) {
  // A path on this site: "/" then not a second "/" or a backslash (browsers read "/\evil.example"
  // and "//evil.example" as another site's address), and no backslash or space at all.
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return undefined
  if (value.startsWith('/'))
    return `"${value}" is not a path on this site: browsers read it as another site's address. Fix: write the path with one "/" and no "\\" (/api/contact), or the full https:// address`
  if (LOOPBACK.test(value)) return undefined
  let url
  try {
    url = new URL(value)
  } catch {
    return `"${value}" is not a web address. Fix: copy the full address your form service gives you, starting with https://`
  }
  if (url.protocol === 'http:')
    return `"${value}" is not https: the messages would travel unencrypted, and browsers block it on an https page. Fix: write https:// instead of http:// (http:// is allowed only for http://localhost or http://127.0.0.1, for testing)`
  if (url.protocol !== 'https:')
    return `"${value}" is not a web address the form can send to. Fix: use an address starting with https://`
  if (url.username || url.password)
    return `"${value}" contains a user name or password, which every visitor could read. Fix: remove the part before "@"`
  return undefined
}

/**
 * The delivery settings once SITE_FORM_* have had their say. Throws a DeliveryError a writer can
 * act on (with the line in site.yaml when the value came from there).
 */
export function resolveDelivery(site: unknown, env = process.env, source = ''): Delivery {
  const value = (field: keyof Delivery) =>
    String(env[ENV[field]] ?? (site as Partial<Delivery> | undefined)?.[field] ?? '').trim()
  const fail = (field: keyof Delivery, text: string): never => {
    if (env[ENV[field]] !== undefined)
      throw new DeliveryError(`${ENV[field]} (set for the build) — ${text}.`)
    const line = source.split('\n').findIndex((l) => l.startsWith(`${field}:`)) + 1 || undefined
    throw new DeliveryError(
      `content/site.yaml${line ? `:${line}` : ''} — field "${field}": ${text}.`,
      line,
    )
  }
  const provider = (value('formProvider') || 'json') as Provider
  if (!PROVIDERS.includes(provider))
    fail(
      'formProvider',
      `"${provider}" is not a way this site can send messages. Fix: use one of: ${PROVIDERS.join(', ')} (docs/form-delivery.md)`,
    )
  let endpoint = value('formEndpoint')
  if (provider === 'web3forms') {
    if (!value('formAccessKey'))
      fail(
        'formAccessKey',
        'Web3Forms needs your access key. Fix: paste the access key Web3Forms sent you after formAccessKey:, or choose another formProvider',
      )
    endpoint ||= WEB3FORMS_ENDPOINT
  }
  if (provider === 'netlify') endpoint ||= '/'
  if (!endpoint || provider === 'none')
    return { formProvider: 'none', formEndpoint: '', formAccessKey: '' }
  const problem = endpointProblem(endpoint)
  if (problem) fail('formEndpoint', problem)
  return {
    formProvider: provider,
    formEndpoint: endpoint,
    formAccessKey: provider === 'web3forms' ? value('formAccessKey') : '',
  }
}

/** The origin connect-src must allow for the endpoint, or undefined when 'self' covers it. */
export function endpointOrigin(endpoint: string) {
  if (!/^[a-z]+:\/\//i.test(endpoint)) return undefined
  return new URL(endpoint).origin
}

/**
 * The hidden static copy of the form that Netlify's deploy step reads to register its fields (the
 * real form is an island). pages/+onRenderHtml.tsx puts it outside the islands, where Netlify may
 * rewrite it freely.
 */
export function netlifyForm({ marketing = false, name = NETLIFY_FORM_NAME } = {}) {
  const inputs = [...FIELDS, ...(marketing ? ['marketing'] : []), ...PROOF]
    .map((field) =>
      field === 'message'
        ? `<textarea name="message" aria-label="message"></textarea>`
        : `<input name="${field}" aria-label="${field}">`,
    )
    .join('')
  return `<form name="${name}" data-netlify="true" netlify-honeypot="${HONEYPOT}" hidden>${inputs}<input name="${HONEYPOT}" aria-label="${HONEYPOT}"></form>`
}

/** Providers that also take the form as a plain HTML POST (components/ContactForm/deliver.ts). */
export const PLAIN_POST: readonly Provider[] = ['netlify', 'web3forms', 'own']
