import { Button, NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconSend } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { form as text, serviceOptions, site } from '../../content'
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setSending(true)
    try {
      await deliver(form.getValues(), endpoint)
      form.reset()
      notifications.show({ title: text.successTitle, message: text.successMessage, color: 'green' })
    } catch {
      notifications.show({
        title: text.failureTitle,
        message: `${text.failureMessage} ${site.phone} · ${site.email}`,
        color: 'red',
        autoClose: false,
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <form className={classes.form} onSubmit={submit} aria-busy={sending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={text.nameLabel}
          name="name"
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          label={text.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={text.phoneLabel}
          name="phone"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={text.companyLabel}
          name="company"
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
      </SimpleGrid>
      <NativeSelect
        label={text.serviceLabel}
        name="service"
        mt="md"
        {...form.getInputProps('service')}
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
        label={text.messageLabel}
        name="message"
        rows={5}
        required
        mt="md"
        {...form.getInputProps('message')}
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
  )
}
