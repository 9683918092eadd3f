import type { FormEvent } from 'react'
import { HONEYPOT, NETLIFY_FORM_NAME, type Delivery, type Provider } from '#lib/form-delivery'

// The honeypot field and the Netlify form's name are the build's own (lib/form-delivery.ts).
export { HONEYPOT, NETLIFY_FORM_NAME, type Delivery }

/** How long the form shows 'Sending...' (spec §4, §9: 1.5 s). */
const SEND_DELAY_MS = 1500
/**
 * A form sent sooner than this after the page (or the form) appeared was probably not typed by a
 * person: the form asks the visitor to confirm it before sending (spamVerdict).
 */
export const MIN_FILL_MS = 3000
/** How long a submit held before the form's code arrived waits for it (components/HtmlFirst). */
export const HELD_TIMEOUT_MS = 10_000
/** Gives up on an endpoint that does not answer, so the visitor can try again. */
const TIMEOUT_MS = 20_000

export interface ContactMessage {
  name: string
  email: string
  phone: string
  company: string
  service: string
  message: string
  /** 'yes' or 'no' to news by email, when the form asks (content/form.yaml, marketingConsent). */
  marketing?: 'yes' | 'no'
  /**
   * The language of the form and of the privacy notice the visitor read ("ta"), and the notice's
   * version (its last-changed date): every message carries both (lib/form-delivery.ts, PROOF).
   */
  language?: string
  notice?: string
}

type TextField = Exclude<keyof ContactMessage, 'marketing' | 'language' | 'notice'>

/** What the proof of the notice may look like: a language code, a date. */
const PROOF_FORMAT = { language: /^[a-z]{2,3}$/, notice: /^\d{4}-\d{2}-\d{2}$/ }

/** The longest each field may be (the inputs' maxLength; clean() enforces it too). */
export const LIMITS: Record<TextField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  company: 100,
  service: 100,
  message: 5000,
}

/**
 * Characters a visitor cannot see that change how a message reads or what a program reading it
 * does: controls, bidirectional marks, zero-width spaces, tag characters ("ASCII smuggling"). The
 * zero-width joiner and non-joiner stay: Indic scripts and emoji need them.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFC]|\uDB40[\uDC00-\uDC7F]/g
/** Line and paragraph separators (U+2028, U+2029) end a line like "\n" does. */
const SEPARATORS = /\r\n?|[\u2028\u2029]/g
const LINE_BREAKS = /[\t\n]+/g

/** The message as sent: invisible characters stripped, line breaks as "\n", fields cut to limit. */
export function clean(message: ContactMessage): ContactMessage {
  const result = { ...message }
  if (message.marketing !== undefined) result.marketing = message.marketing === 'yes' ? 'yes' : 'no'
  for (const field of ['language', 'notice'] as const)
    if (message[field] !== undefined && !PROOF_FORMAT[field].test(message[field]))
      delete result[field]
  for (const field of Object.keys(LIMITS) as TextField[]) {
    let value = String(message[field] ?? '').replace(SEPARATORS, '\n')
    if (field !== 'message') value = value.replace(LINE_BREAKS, ' ')
    result[field] = value.replace(INVISIBLE, '').slice(0, LIMITS[field])
  }
  return result
}

/**
 * What a submit tells of who sent it: the honeypot, the time since the form appeared (`shownAt`,
 * the page's clock), and whether ConfirmSend's button sent it (the visitor confirmed a fast send).
 */
export const spamSignals = (event: FormEvent<HTMLFormElement>, shownAt = 0): SpamSignals => ({
  honeypot: String(new FormData(event.currentTarget).get(HONEYPOT) ?? ''),
  filledInMs: performance.now() - shownAt,
  confirmed: Boolean((event.nativeEvent as SubmitEvent).submitter?.hasAttribute('data-confirm')),
})

/** What the spam checks saw in the browser; the 'own' provider's server gets it too. */
interface SpamSignals {
  /** What was in the honeypot field (empty for a person). */
  honeypot: string
  /** Milliseconds from the form appearing to Send. */
  filledInMs: number
  /** The visitor confirmed a message sent sooner than MIN_FILL_MS ("Send this message?"). */
  confirmed?: boolean
}

/**
 * What the form does with a submission: a filled honeypot is a bot's ('bot': it looks sent and is
 * not, deliver); one sent sooner than a person types is asked about first ('confirm': a person
 * whose browser filled the form, or who pasted a prepared message, confirms and it goes; a bot that
 * only submits never does); everything else is sent ('send'). No message is dropped for its speed.
 */
export function spamVerdict({ honeypot, filledInMs, confirmed }: SpamSignals) {
  if (honeypot) return 'bot'
  return filledInMs < MIN_FILL_MS && !confirmed ? 'confirm' : 'send'
}

/**
 * The request each provider's documented contract asks for (docs/form-delivery.md): the fields of
 * its plain POST (plainPost), then the message; a form for Netlify, JSON for the others.
 */
function request(
  message: ContactMessage,
  delivery: Delivery,
  id: string,
  signals: SpamSignals,
  formName?: string,
): RequestInit {
  const body = { ...plainPost(delivery, formName)?.fields, ...message }
  if (delivery.formProvider === 'netlify')
    return {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    }
  // The same id on every retry of one message: the server can drop repeats. The spam signals
  // travel too, so the server can check them itself (a bot need not run the page's script).
  if (delivery.formProvider === 'own')
    Object.assign(body, {
      id,
      [HONEYPOT]: signals.honeypot.slice(0, LIMITS.name),
      filledInMs: Math.round(signals.filledInMs),
      confirmed: Boolean(signals.confirmed),
    })
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  }
}

/**
 * How the form can be sent without its code (a plain POST), where the provider takes one.
 * `formName`: the form's name at Netlify (the contact form's unless said).
 */
export function plainPost(
  { formProvider, formEndpoint, formAccessKey }: Delivery,
  formName = NETLIFY_FORM_NAME,
) {
  const fields: Partial<Record<Provider, Record<string, string>>> = {
    netlify: { 'form-name': formName },
    web3forms: { access_key: formAccessKey },
    own: {},
  }
  return fields[formProvider] && { action: formEndpoint, fields: fields[formProvider] }
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
 * Delivers a message. With no delivery configured (spec §3, §7) or for a bot's (the honeypot
 * filled; but to the 'own' provider, whose server decides) it only waits, and looks sent.
 * Otherwise it rejects on any failure, a redirect included (a login page is not a delivery), so
 * the form keeps the message. A message sent too fast is the form's to ask about (spamVerdict).
 */
export async function deliver(
  message: ContactMessage,
  delivery: Delivery,
  {
    id = '',
    signals = { honeypot: '', filledInMs: MIN_FILL_MS },
    formName,
  }: { id?: string; signals?: SpamSignals; formName?: string } = {},
): Promise<void> {
  const dropped = spamVerdict(signals) === 'bot' && delivery.formProvider !== 'own'
  if (delivery.formProvider === 'none' || !delivery.formEndpoint || dropped) {
    await wait(SEND_DELAY_MS)
    return
  }
  const init = request(clean(message), delivery, id, signals, formName)
  const signal = AbortSignal.timeout?.(TIMEOUT_MS)
  const [response] = await Promise.all([
    fetch(delivery.formEndpoint, { ...init, signal, redirect: 'error' }),
    wait(SEND_DELAY_MS),
  ])
  await accepted(response)
}
