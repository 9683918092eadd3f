import { notifications } from '@mantine/notifications'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '../../test-utils/render'
import { ContactForm } from './ContactForm'

const fill = () => {
  fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Asha Kumar' } })
  fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'asha@example.in' } })
  fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: '+91 98765 43210' } })
  fireEvent.change(screen.getByLabelText(/Company Name/), { target: { value: 'Kumar Textiles' } })
  fireEvent.change(screen.getByLabelText(/Service Interested In/), { target: { value: 'KPO' } })
  fireEvent.change(screen.getByLabelText(/Your Message/), { target: { value: 'We need help.' } })
}
const values = () =>
  [
    'Full Name',
    'Email Address',
    'Phone Number',
    'Company Name',
    'Service Interested In',
    'Your Message',
  ].map((label) => (screen.getByLabelText(new RegExp(label)) as HTMLInputElement).value)
const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending/ })

afterEach(() => {
  vi.useRealTimers()
  notifications.clean()
})

describe('ContactForm without an endpoint (the default)', () => {
  it("shows 'Sending...' disabled for 1.5 s, then clears every field and shows the success notice", async () => {
    vi.useFakeTimers()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    render(<ContactForm endpoint="" />)
    fill()
    fireEvent.submit(submitButton().closest('form')!)
    expect(submitButton()).toBeDisabled()
    expect(submitButton()).toHaveTextContent('Sending...')
    await act(() => vi.advanceTimersByTimeAsync(1499))
    expect(submitButton()).toHaveTextContent('Sending...')
    expect(values()[0]).toBe('Asha Kumar')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(submitButton()).toBeEnabled()
    expect(submitButton()).toHaveTextContent('Send Message')
    expect(values()).toEqual(['', '', '', '', '', ''])
    // The notice's code loads on first use: wait for it in real time.
    vi.useRealTimers()
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument()
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('ContactForm with an endpoint, against a local test server', () => {
  let server: Server
  let url = ''
  let status = 200
  const received: unknown[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push({
          method: req.method,
          type: req.headers['content-type'],
          body: JSON.parse(body),
        })
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`
  })
  afterAll(() => server.close())

  it('POSTs the message as JSON and clears the form on success', async () => {
    status = 200
    render(<ContactForm endpoint={url} />)
    fill()
    fireEvent.submit(submitButton().closest('form')!)
    await waitFor(
      () => expect(screen.getByText('Message sent successfully!')).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    )
    expect(received.at(-1)).toEqual({
      method: 'POST',
      type: 'application/json',
      body: {
        name: 'Asha Kumar',
        email: 'asha@example.in',
        phone: '+91 98765 43210',
        company: 'Kumar Textiles',
        service: 'KPO',
        message: 'We need help.',
      },
    })
    expect(values()).toEqual(['', '', '', '', '', ''])
  })

  it('keeps everything typed and says how else to reach us when the server fails', async () => {
    status = 500
    render(<ContactForm endpoint={url} />)
    fill()
    fireEvent.submit(submitButton().closest('form')!)
    await waitFor(
      () => expect(screen.getByText('Your message could not be sent')).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    )
    expect(
      screen.getByText(/reach us by phone or email\. \+91 00000 00000 · hello@example\.com/),
    ).toBeInTheDocument()
    expect(values()).toEqual([
      'Asha Kumar',
      'asha@example.in',
      '+91 98765 43210',
      'Kumar Textiles',
      'KPO',
      'We need help.',
    ])
    await waitFor(() => expect(submitButton()).toBeEnabled())
  })
})
