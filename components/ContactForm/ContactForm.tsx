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

const empty: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
}

/**
 * The contact form (spec §3-§5, §8). Validation is the browser's own
 * (required, type=email): an invalid form never reaches 'sending'.
 */
export function ContactForm({ endpoint = site.formEndpoint }: { endpoint?: string }) {
  const form = useForm<ContactMessage>({ initialValues: empty })
  const [sending, setSending] = useState(false)
  const [notified, setNotified] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setSending(true)
    setNotified(true)
    const delivered = await deliver(form.getValues(), endpoint).then(
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
        <p className={classes.noscript}>
          {text.noscript} <a href={phone.href}>{phone.text}</a> ·{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
      </noscript>
      <form className={classes.form} onSubmit={submit} aria-busy={sending} data-needs-js>
        <AutoGrid min="14rem" cols={2}>
          <TextInput
            {...form.getInputProps('name')}
            label={text.nameLabel}
            name="name"
            type="text"
            autoComplete="name"
            required
          />
          <TextInput
            {...form.getInputProps('email')}
            label={text.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <TextInput
            {...form.getInputProps('phone')}
            label={text.phoneLabel}
            name="phone"
            type="tel"
            autoComplete="tel"
          />
          <TextInput
            {...form.getInputProps('company')}
            label={text.companyLabel}
            name="company"
            type="text"
            autoComplete="organization"
          />
        </AutoGrid>
        <NativeSelect
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
