import type { Delivery } from '../../tooling/form-delivery.mjs'

export type { Delivery }

/** How long the form shows 'Sending...' (spec §4, §9: 1.5 s). */
const SEND_DELAY_MS = 1500
/** A form sent sooner than this after the page (or the form) appeared was not filled by a person. */
export const MIN_FILL_MS = 3000
/** Gives up on an endpoint that does not answer, so the visitor can try again. */
export const TIMEOUT_MS = 20_000
/** The honeypot field: hidden from people and assistive technology; only bots fill it. */
export const HONEYPOT = 'website'
/** The form Netlify registers from the hidden static form (tooling/form-delivery.mjs). */
export const NETLIFY_FORM_NAME = 'contact'

export interface ContactMessage {
  name: string
  email: string
  phone: string
  company: string
  service: string
  message: string
}

/** The longest each field may be (the inputs' maxLength; clean() enforces it too). */
export const LIMITS: Record<keyof ContactMessage, number> = {
  name: 100,
  email: 254,
  phone: 30,
  company: 100,
  service: 100,
  message: 5000,
}

// C0 and C1 controls and the bidirectional overrides (which can make text read differently
// from what was sent); the message keeps tabs and line breaks, the one-line fields neither.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g
const LINE_BREAKS = /[\t\n\r]+/g

/**
 * The message as sent: control characters stripped, line breaks as "\n", each field cut to its
 * limit. Text stays text: nothing is escaped, and nothing on the site renders it as HTML.
 */
export function clean(message: ContactMessage): ContactMessage {
  const result = { ...message }
  for (const field of Object.keys(LIMITS) as (keyof ContactMessage)[]) {
    let value = String(message[field] ?? '').replace(/\r\n?/g, '\n')
    if (field !== 'message') value = value.replace(LINE_BREAKS, ' ')
    result[field] = value.replace(CONTROLS, '').slice(0, LIMITS[field])
  }
  return result
}

/** The request each provider's documented contract asks for (docs/form-delivery.md). */
export function request(
  message: ContactMessage,
  { formProvider, formEndpoint, formAccessKey }: Delivery,
  id: string,
): [string, RequestInit] {
  const json = (body: object): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  switch (formProvider) {
    case 'web3forms':
      return [formEndpoint, json({ access_key: formAccessKey, ...message })]
    case 'netlify':
      return [
        formEndpoint,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ 'form-name': NETLIFY_FORM_NAME, ...message }).toString(),
        },
      ]
    case 'own':
      // The same id on every retry of one message: the server can drop repeats.
      return [formEndpoint, json({ ...message, id })]
    default:
      return [formEndpoint, json(message)]
  }
}

/** Any 2xx is sent, unless a JSON answer says otherwise (Web3Forms: success false). */
async function accepted(response: Response) {
  if (!response.ok) throw new Error(`The form endpoint answered ${response.status}`)
  if (!response.headers.get('Content-Type')?.includes('json')) return
  const answer: unknown = await response.json().catch(() => undefined)
  const { success, ok } = (answer ?? {}) as { success?: unknown; ok?: unknown }
  if (success === false || ok === false) throw new Error('The form endpoint refused the message')
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Delivers a message from the contact form. With no delivery configured (the default, spec §3,
 * §7), or when the spam checks tripped, nothing is sent or stored: it only waits, and looks the
 * same. Otherwise it rejects on any failure, so the form keeps what the visitor typed.
 */
export async function deliver(
  message: ContactMessage,
  delivery: Delivery,
  { id = '', tripped = false }: { id?: string; tripped?: boolean } = {},
): Promise<void> {
  if (delivery.formProvider === 'none' || !delivery.formEndpoint || tripped) {
    await wait(SEND_DELAY_MS)
    return
  }
  const [url, init] = request(clean(message), delivery, id)
  const signal = AbortSignal.timeout?.(TIMEOUT_MS)
  const [response] = await Promise.all([fetch(url, { ...init, signal }), wait(SEND_DELAY_MS)])
  await accepted(response)
}
