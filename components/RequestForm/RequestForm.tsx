import { Button, NativeSelect, TextInput, Textarea } from '@mantine/core'
import { useRef, useState, type FormEvent } from 'react'
import { reach } from '#content/reach'
import { useLanguage } from '#components/Language'
import { ConfirmSend } from '../ContactForm/ConfirmSend'
import classes from '../ContactForm/ContactForm.module.css'
import {
  deliver,
  HELD_TIMEOUT_MS,
  LIMITS,
  plainPost,
  spamSignals,
  spamVerdict,
  type ContactMessage,
  type Delivery,
} from '../ContactForm/deliver'
import { Honeypot } from '../ContactForm/Honeypot'
import { SendAnotherWay } from '../ContactForm/SendAnotherWay'
import { REQUEST_FORM_NAME } from '#lib/form-delivery'
import type { RequestFormTexts } from './texts'

/** The request's reference: its date and a short random part, "2026-11-28-K3F9Q". */
export const newReference = (now = new Date()) =>
  `${now.toISOString().slice(0, 10)}-${crypto
    .getRandomValues(new Uint32Array(1))[0]!
    .toString(36)
    .slice(-5)
    .toUpperCase()
    .padStart(5, '0')}`

/** The request, as the form holds it, as the contact form's message: its reference and kind lead the text. */
export function requestMessage(
  data: Record<string, string | undefined>,
  reference: string,
  texts: RequestFormTexts,
): ContactMessage {
  const kind = texts.kinds.find((k) => k.kind === data.service)
  const contact = data.email ?? ''
  const byEmail = contact.includes('@')
  return {
    name: data.name ?? '',
    // The email or phone they wrote from, where the company's tools look for each.
    email: byEmail ? contact : '',
    phone: byEmail ? '' : contact,
    company: '',
    service: kind?.kind ?? '',
    message: `${texts.text.reference}: ${reference}\n${texts.text.kind}: ${kind?.label ?? ''}\n\n${data.message ?? ''}`,
    language: data.language,
    notice: data.notice,
  }
}

/**
 * The privacy request form (issue 55): the contact form's delivery, robot-speed rule and ways to
 * send another way, for one request. Sent, it shows the request's reference, which the delivered
 * message carries with the kind, the notice's version and the language. Without JavaScript it is a
 * plain POST where the provider takes one (the provider's page confirms it).
 */
export function RequestForm({
  delivery = reach,
  texts,
}: {
  delivery?: Delivery
  texts: RequestFormTexts
}) {
  const code = useLanguage()
  const { text, shared } = texts
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [sent, setSent] = useState('')
  const [copied, setCopied] = useState(false)
  // One reference for one request, on every retry; a new one once it is sent.
  const reference = useRef('')
  const post = plainPost(delivery, REQUEST_FORM_NAME)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    // The form is prerendered: it appeared with the page, at time 0.
    const signals = spamSignals(event)
    const verdict = spamVerdict(signals)
    setConfirming(verdict === 'confirm')
    if (verdict === 'confirm') return
    reference.current ||= newReference()
    setSending(true)
    setFailed(false)
    setSent('')
    setCopied(false)
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>
    const delivered = await deliver(requestMessage(data, reference.current, texts), delivery, {
      id: reference.current,
      signals,
      formName: REQUEST_FORM_NAME,
    }).then(
      () => true,
      () => false,
    )
    setSending(false)
    setFailed(!delivered)
    if (!delivered) return
    setSent(reference.current)
    reference.current = ''
    form.reset()
  }

  const sayInvalid = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    event.currentTarget.setCustomValidity(
      event.currentTarget.validity.valueMissing ? shared.required : '',
    )
  const field = (name: 'name' | 'email' | 'message', label: string) => ({
    name,
    label,
    required: true,
    maxLength: LIMITS[name],
    onInvalid: sayInvalid,
    onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      event.currentTarget.setCustomValidity(''),
    mt: 'md',
  })

  return (
    <form
      className={classes.form}
      onSubmit={submit}
      action={post?.action}
      method={post ? 'post' : undefined}
      aria-busy={sending}
      data-request-form=""
      data-held-timeout={HELD_TIMEOUT_MS}
    >
      <NativeSelect name="service" label={text.kind} required defaultValue="">
        <option value="" disabled>
          {text.kind}
        </option>
        {texts.kinds.map(({ kind, label }) => (
          <option key={kind} value={kind}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <TextInput {...field('name', text.name)} type="text" autoComplete="name" />
      {/* An email address or a phone number: text, which the browser does not check as an email. */}
      <TextInput {...field('email', text.contact)} type="text" autoComplete="email" />
      <Textarea {...field('message', text.details)} description={text.detailsHint} rows={4} />
      {Object.entries({ ...post?.fields, language: code, notice: texts.notice }).map(
        ([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ),
      )}
      <Honeypot />
      <Button
        type="submit"
        mt="lg"
        disabled={sending}
        className={classes.submit}
        data-held-label={shared.sending}
      >
        {sending ? shared.sending : text.submit}
      </Button>
      {post && (
        <noscript>
          <p className={classes.ways}>{text.noscript}</p>
        </noscript>
      )}
      {confirming && <ConfirmSend text={shared} disabled={sending} />}
      <SendAnotherWay shown={failed} text={shared} />
      <div role="status">
        {sent && (
          <div className={classes.instead}>
            <p>{text.sent}</p>
            <p className={classes.ways}>
              {text.reference}: <output data-reference="">{sent}</output>
              <button
                type="button"
                onClick={() =>
                  void navigator.clipboard?.writeText(sent).then(() => setCopied(true))
                }
              >
                {copied ? text.copied : text.copy}
              </button>
            </p>
          </div>
        )}
      </div>
    </form>
  )
}
