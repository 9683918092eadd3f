import { Button, NativeSelect, TextInput, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import type { FormText } from '#content/form'
import { languageOf } from '#content/i18n'
import { reach } from '#content/reach'
import { useHref, useLanguage } from '#components/Language'
import { AutoGrid } from '#components/AutoGrid'
import { notify, NotifierHost } from '#components/Notifier'
import classes from './ContactForm.module.css'
import { ConfirmSend } from './ConfirmSend'
import {
  deliver,
  HELD_TIMEOUT_MS,
  LIMITS,
  plainPost,
  spamSignals,
  spamVerdict,
  type ContactMessage,
  type Delivery,
} from './deliver'
import { Honeypot } from './Honeypot'
import type { ContactFormTexts } from './texts'
import { ReachUsInstead } from './ReachUsInstead'
import { SendAnotherWay } from './SendAnotherWay'

type Field = keyof typeof LIMITS
type Values = Record<Field, string>
const empty = Object.fromEntries(Object.keys(LIMITS).map((field) => [field, ''])) as Values
/** The one-line fields, in order (the service list and the message follow them). */
const INPUTS = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
] as const

/** A message's id: the same on every retry of the same message, a new one once it is edited. */
const newId = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/** What the visitor entered, read from the form itself. */
function entered(form: HTMLFormElement, askMarketing: boolean): ContactMessage {
  const message: ContactMessage = { ...empty }
  const data = new FormData(form)
  for (const [name, value] of data)
    if (name in empty && typeof value === 'string') message[name as Field] = value
  if (askMarketing) message.marketing = data.get('marketing') ? 'yes' : 'no'
  // The proof of the notice the visitor read (hidden fields, sent without JavaScript too).
  for (const name of ['language', 'notice'] as const) {
    const value = data.get(name)
    if (typeof value === 'string') message[name] = value
  }
  return message
}

const noSubscription = () => () => {}
/** True while React hydrates the prerendered form (the site); false when it renders it afresh (tests). */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )

/** A counter shown under a field once fewer than a tenth of its characters are left. */
function charactersLeft(field: Field, length: number | undefined, text: FormText, locale: string) {
  const left = LIMITS[field] - (length ?? 0)
  if (length === undefined || left > LIMITS[field] / 10) return undefined
  return text.charactersLeft.replace('{left}', left.toLocaleString(locale))
}

/**
 * The contact form (spec §3-§5, §8), validated by the browser (required, type=email). An island:
 * the visitor may type before its code arrives, so the fields are uncontrolled and the message is
 * read from the form when sent. A bot's message (the honeypot filled) looks sent but is not
 * delivered; one sent sooner than a person types is sent once the visitor confirms it (ConfirmSend,
 * deliver.ts). When a send fails, what was typed stays and SendAnotherWay offers other ways. Where the provider takes a
 * plain POST, the form has an action too and works without JavaScript.
 */
export function ContactForm({
  // Where messages go: content/site.yaml as the build resolved it (lib/form-delivery.ts).
  delivery = reach,
  askMarketing: asked,
  texts,
}: {
  delivery?: Delivery
  /** The news checkbox (content/form.yaml, marketingConsent.enabled). */
  askMarketing?: boolean
  /**
   * Set by the site, not by a writer: the form's words in the page's language, its service
   * options and the notice's version (components/ContactForm/texts.ts).
   */
  texts: ContactFormTexts
}) {
  // Its texts in the page's language, from the page (they travel with the island).
  const code = useLanguage()
  const { text, services, notice } = texts
  const { locale } = languageOf(code)
  const href = useHref()
  const askMarketing = asked ?? text.marketingConsent.enabled
  const form = useForm<Values>({ mode: 'uncontrolled', initialValues: empty })
  const [sending, setSending] = useState(false)
  const [notified, setNotified] = useState(false)
  const [failed, setFailed] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [lengths, setLengths] = useState<Partial<Record<Field, number>>>({})
  const formRef = useRef<HTMLFormElement>(null)
  // Text typed before the island's code arrived: given to the form as input now (its counters).
  useEffect(() => {
    for (const field of Object.keys(LIMITS)) {
      const input = formRef.current?.elements.namedItem(field) as HTMLInputElement | null
      if (input?.value) input.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }, [])
  const inFlight = useRef(false)
  const messageId = useRef({ id: '', of: '' })
  // Hydrating the prerendered form: the page appeared at time 0.
  const hydrating = useHydrating()
  const [shownAt] = useState(() => (hydrating ? 0 : performance.now()))
  const post = plainPost(delivery)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A ref, not state: a second submit in the same moment sees it at once.
    if (inFlight.current) return
    const formElement = event.currentTarget
    const signals = spamSignals(event, shownAt)
    const verdict = spamVerdict(signals)
    setConfirming(verdict === 'confirm')
    if (verdict === 'confirm') return
    inFlight.current = true
    const message = entered(formElement, askMarketing)
    const content = JSON.stringify(message)
    if (messageId.current.of !== content) messageId.current = { id: newId(), of: content }
    setSending(true)
    setNotified(true)
    setFailed(false)
    // The shared script may have shown it before React took the form over (a held submit whose
    // code came late): React would not know to hide it again.
    formElement.querySelector('[data-another-way]')?.setAttribute('hidden', '')
    const delivered = await deliver(message, delivery, {
      id: messageId.current.id,
      signals,
    }).then(
      () => true,
      () => false,
    )
    inFlight.current = false
    setSending(false)
    setFailed(!delivered)
    if (delivered) {
      messageId.current = { id: '', of: '' }
      form.reset()
      const news = formElement.elements.namedItem('marketing')
      if (news instanceof HTMLInputElement) news.checked = false
      setLengths({})
      void notify({ title: text.successTitle, message: text.successMessage, color: 'green' })
    }
  }

  /** The page's words for an empty or malformed field, not the browser's (in its own language). */
  const sayInvalid = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { validity } = event.currentTarget
    event.currentTarget.setCustomValidity(
      validity.valueMissing ? text.required : validity.typeMismatch ? text.emailFormat : '',
    )
  }

  /** A field's value, name and label, its length limit and, near it, the counter under the field. */
  const field = (name: Exclude<Field, 'service'>) => ({
    ...form.getInputProps(name),
    name,
    label: text[`${name}Label`],
    maxLength: LIMITS[name],
    description: charactersLeft(name, lengths[name], text, locale),
    onInvalid: sayInvalid,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
  })

  return (
    <>
      {notified && (
        <Suspense fallback={null}>
          <NotifierHost />
        </Suspense>
      )}
      {!post && (
        <noscript>
          <ReachUsInstead text={text.noscript} />
        </noscript>
      )}
      <form
        ref={formRef}
        className={classes.form}
        onSubmit={submit}
        action={post?.action}
        method={post ? 'post' : undefined}
        onInput={(event) => {
          const { name, value } = event.target as HTMLInputElement
          if (!(name in LIMITS)) return
          // Typing clears the message onInvalid set; the browser checks the field afresh.
          ;(event.target as HTMLInputElement).setCustomValidity('')
          const field = name as Field
          // Only near the limit, or to hide the counter again: no render per keystroke.
          if (lengths[field] !== undefined || charactersLeft(field, value.length, text, locale))
            setLengths((current) => ({ ...current, [field]: value.length }))
        }}
        aria-busy={sending}
        data-needs-js={post ? undefined : ''}
        data-contact-form
        data-held-timeout={HELD_TIMEOUT_MS}
      >
        <AutoGrid min="14rem" cols={2}>
          {INPUTS.map(({ name, ...input }) => (
            <TextInput key={form.key(name)} {...field(name)} {...input} />
          ))}
        </AutoGrid>
        <NativeSelect
          key={form.key('service')}
          {...form.getInputProps('service')}
          label={text.serviceLabel}
          name="service"
          mt="md"
        >
          <option value="" disabled>
            {text.servicePlaceholder}
          </option>
          {services.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
        <Textarea key={form.key('message')} {...field('message')} rows={5} required mt="md" />
        {Object.entries({
          ...post?.fields,
          language: code,
          notice,
        }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {askMarketing && (
          // A native checkbox: Mantine's would add 2.7 kB to the form's code for every visitor.
          <label className={classes.checkbox}>
            <input type="checkbox" name="marketing" value="yes" />
            <span>{text.marketingConsent.label}</span>
          </label>
        )}
        <Honeypot />
        <Button
          type="submit"
          size="md"
          mt="lg"
          disabled={sending}
          rightSection={sending ? null : <IconSend size={18} aria-hidden="true" />}
          className={classes.submit}
          data-held-label={text.sending}
        >
          {sending ? text.sending : text.submit}
        </Button>
        {confirming && <ConfirmSend text={text} disabled={sending} />}
        <SendAnotherWay shown={failed} text={text} />
        <p className={classes.consent}>
          {text.consent} <a href={href(text.privacyLink.href)}>{text.privacyLink.label}</a>.{' '}
          <a href={href(text.withdrawLink.href)}>{text.withdrawLink.label}</a>.
        </p>
      </form>
    </>
  )
}
