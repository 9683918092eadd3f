import { Button, NativeSelect, TextInput, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { Suspense, useState, type FormEvent } from 'react'
import { form as text, serviceOptions } from '../../content/form'
import { site, phone } from '../../content/site'
import { AutoGrid } from '../AutoGrid'
import { notify, NotifierHost } from '../Notifier'
import classes from './ContactForm.module.css'
import { deliver, type ContactMessage } from './deliver'
import { ReachUsInstead } from './ReachUsInstead'

const empty: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
}

/** What the visitor entered, read from the form itself. */
function entered(form: HTMLFormElement): ContactMessage {
  const message = { ...empty }
  for (const [name, value] of new FormData(form)) {
    if (name in message && typeof value === 'string') message[name as keyof ContactMessage] = value
  }
  return message
}

/**
 * The contact form (spec §3-§5, §8). Validation is the browser's own
 * (required, type=email): an invalid form never reaches 'sending'.
 *
 * The fields are uncontrolled and the message is read from the form when it
 * is sent: the form's code loads on demand (index.ts), so a visitor may type
 * before React has taken over the HTML, and nothing typed may be lost.
 */
export function ContactForm({ endpoint = site.formEndpoint }: { endpoint?: string }) {
  const form = useForm<ContactMessage>({ mode: 'uncontrolled', initialValues: empty })
  const [sending, setSending] = useState(false)
  const [notified, setNotified] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setSending(true)
    setNotified(true)
    const delivered = await deliver(entered(event.currentTarget), endpoint).then(
      () => true,
      () => false,
    )
    setSending(false)
    if (delivered) {
      form.reset()
      void notify({ title: text.successTitle, message: text.successMessage, color: 'green' })
    } else {
      void notify({
        title: text.failureTitle,
        message: `${text.failureMessage} ${phone.text} · ${site.email}`,
        color: 'red',
        autoClose: false,
      })
    }
  }

  return (
    <>
      {notified && (
        <Suspense fallback={null}>
          <NotifierHost />
        </Suspense>
      )}
      <noscript>
        <ReachUsInstead text={text.noscript} />
      </noscript>
      <form className={classes.form} onSubmit={submit} aria-busy={sending} data-needs-js>
        <AutoGrid min="14rem" cols={2}>
          <TextInput
            key={form.key('name')}
            {...form.getInputProps('name')}
            label={text.nameLabel}
            name="name"
            type="text"
            autoComplete="name"
            required
          />
          <TextInput
            key={form.key('email')}
            {...form.getInputProps('email')}
            label={text.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <TextInput
            key={form.key('phone')}
            {...form.getInputProps('phone')}
            label={text.phoneLabel}
            name="phone"
            type="tel"
            autoComplete="tel"
          />
          <TextInput
            key={form.key('company')}
            {...form.getInputProps('company')}
            label={text.companyLabel}
            name="company"
            type="text"
            autoComplete="organization"
          />
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
          {serviceOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
        <Textarea
          key={form.key('message')}
          {...form.getInputProps('message')}
          label={text.messageLabel}
          name="message"
          rows={5}
          required
          mt="md"
        />
        <Button
          type="submit"
          size="md"
          mt="lg"
          disabled={sending}
          rightSection={sending ? null : <IconSend size={18} aria-hidden="true" />}
          className={classes.submit}
        >
          {sending ? text.sending : text.submit}
        </Button>
      </form>
    </>
  )
}
