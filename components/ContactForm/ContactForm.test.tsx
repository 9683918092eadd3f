import { notifications } from '@mantine/notifications'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '../../test-utils/render'
import { ContactForm } from './ContactForm'
import { contactFormTexts } from './texts'

const texts = contactFormTexts('en')
import { MIN_FILL_MS, type Delivery } from './deliver'
import { privacy } from '#content/privacy'

// Sends run the form's real 1.5 s delay, some twice: 3.2 s here, more on a busy machine than
// vitest's 5 s.
vi.setConfig({ testTimeout: 20_000 })

const fill = () => {
  fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Asha Kumar' } })
  fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'asha@example.in' } })
  fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: '+91 98765 43210' } })
  fireEvent.change(screen.getByLabelText(/Company Name/), { target: { value: 'Kumar Textiles' } })
  fireEvent.change(screen.getByLabelText(/Service Interested In/), { target: { value: 'KPO' } })
  fireEvent.change(screen.getByLabelText(/Your Message/), { target: { value: 'We need help.' } })
}
const FILLED = {
  name: 'Asha Kumar',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  company: 'Kumar Textiles',
  service: 'KPO',
  message: 'We need help.',
}
/** What every message carries too: the page's language and the privacy notice's version. */
const SENT = { ...FILLED, language: 'en', notice: privacy.lastChanged }
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
const theForm = () => submitButton().closest('form')!
const none: Delivery = { formProvider: 'none', formEndpoint: '', formAccessKey: '' }

/** Moves the page's clock past the minimum time to fill the form (a person, not a bot). */
let offset = 0
const realNow = performance.now.bind(performance)
beforeEach(() => {
  offset = 0
  vi.spyOn(performance, 'now').mockImplementation(() => realNow() + offset)
})
const later = () => (offset += MIN_FILL_MS + 1000)

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  notifications.clean()
})

describe('ContactForm without delivery (the default)', () => {
  it("shows 'Sending...' disabled for 1.5 s, then clears every field and shows the success notice", async () => {
    vi.useFakeTimers()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    render(<ContactForm texts={texts} delivery={none} />)
    fill()
    // A person took 4 s (fake timers fake the page's clock too).
    await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS + 1000))
    fireEvent.submit(theForm())
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

  it('limits every text field and shows how many characters are left near the limit', () => {
    render(<ContactForm texts={texts} delivery={none} />)
    const message = screen.getByLabelText(/Your Message/) as HTMLTextAreaElement
    expect(message.maxLength).toBe(5000)
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).maxLength).toBe(100)
    expect((screen.getByLabelText(/Email Address/) as HTMLInputElement).maxLength).toBe(254)
    expect((screen.getByLabelText(/Phone Number/) as HTMLInputElement).maxLength).toBe(30)
    expect((screen.getByLabelText(/Company Name/) as HTMLInputElement).maxLength).toBe(100)
    fireEvent.input(message, { target: { value: 'x'.repeat(4000) } })
    expect(screen.queryByText(/Characters left/)).toBeNull()
    fireEvent.input(message, { target: { value: 'x'.repeat(4550) } })
    const counter = screen.getByText('Characters left: 450')
    expect(message.getAttribute('aria-describedby')).toContain(counter.id)
    fireEvent.input(message, { target: { value: 'x'.repeat(10) } })
    expect(screen.queryByText(/Characters left/)).toBeNull()
  })

  it('has a honeypot that is neither focusable nor announced, and a consent line with the privacy link', () => {
    render(<ContactForm texts={texts} delivery={none} />)
    const honeypot = theForm().querySelector('input[name="website"]') as HTMLInputElement
    expect(honeypot.closest('[inert]')).not.toBeNull()
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(honeypot.tabIndex).toBe(-1)
    expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull()
    const link = screen.getByRole('link', { name: 'Privacy Policy' })
    expect(link.closest('p')).toHaveTextContent(
      'We use these details only to answer your message, as explained in our Privacy Policy.',
    )
    expect(link).toHaveAttribute('href', '/privacy')
    // Withdrawing consent as easy as giving it (DPDP Act s. 6(4)): one link beside the line.
    const withdraw = screen.getByRole('link', { name: 'You may withdraw your consent at any time' })
    expect(withdraw.closest('p')).toBe(link.closest('p'))
    expect(withdraw).toHaveAttribute('href', '/privacy/requests#withdraw')
  })
})

interface Received {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
  body: string
}

describe('ContactForm with a provider, against a local stand-in', () => {
  let server: Server
  let base = ''
  let respond: () => [number, string] = () => [200, '{"ok":true}']
  const received: Received[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body })
        const [status, answer] = respond()
        // A redirect goes where a POST would be answered 200 (a login page, a moved endpoint).
        const moved = status >= 300 && status < 400 ? { Location: '/f/test' } : {}
        res.writeHead(status, { 'Content-Type': 'application/json', ...moved }).end(answer)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  beforeEach(() => {
    received.length = 0
    respond = () => [200, '{"ok":true}']
  })
  afterAll(() => server.close())

  const json = (): Delivery => ({
    formProvider: 'json',
    formEndpoint: `${base}/f/test`,
    formAccessKey: '',
  })
  const sent = () => screen.findByText('Message sent successfully!', {}, { timeout: 4000 })
  // The ways to send it another way are shown (they are in the page, hidden, until then).
  const failed = () =>
    screen.findByRole('link', { name: /^Email the message to us/ }, { timeout: 4000 })
  const own = (): Delivery => ({
    formProvider: 'own',
    formEndpoint: `${base}/api/contact`,
    formAccessKey: '',
  })
  /** Fills the form and sends it to an endpoint that is down; resolves once it can be sent again. */
  const failFirst = async (delivery: Delivery) => {
    respond = () => [503, '{}']
    render(<ContactForm texts={texts} delivery={delivery} />)
    fill()
    later()
    fireEvent.submit(theForm())
    await failed()
    await waitFor(() => expect(submitButton()).toBeEnabled())
  }

  it('json: POSTs the message as JSON with Accept: application/json and clears the form on success', async () => {
    render(<ContactForm texts={texts} delivery={json()} />)
    fill()
    later()
    fireEvent.submit(theForm())
    await sent()
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/f/test',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    })
    expect(JSON.parse(received[0]!.body)).toEqual(SENT)
    expect(values()).toEqual(['', '', '', '', '', ''])
  })

  it('keeps everything typed and offers a retry, email, copy and phone when the server fails', async () => {
    respond = () => [500, '{}']
    render(<ContactForm texts={texts} delivery={json()} />)
    fill()
    later()
    fireEvent.submit(theForm())
    await failed()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(
      'Your message could not be sent. Nothing you typed has been lost: press Send Message to try again, or send it another way.',
    )
    expect(
      screen.getByRole('link', { name: 'Email the message to us: hello@example.com' }),
    ).toHaveAttribute('href', 'mailto:hello@example.com')
    expect(screen.getByRole('button', { name: 'Copy the message' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^\+91\s00000\s00000$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    )
    expect(values()).toEqual(Object.values(FILLED))
    await waitFor(() => expect(submitButton()).toBeEnabled())
  })

  it('clears the failure once a retry is sent', async () => {
    await failFirst(json())
    respond = () => [200, '{"ok":true}']
    fireEvent.submit(theForm())
    await sent()
    expect(screen.queryByRole('link', { name: /^Email the message to us/ })).toBeNull()
    expect(theForm().querySelector('[data-another-way]')).toHaveAttribute('hidden')
  })

  it('hides the failure the shared script showed before React took the form over, once sent', async () => {
    render(<ContactForm texts={texts} delivery={json()} />)
    // As components/HtmlFirst does when the form's code came after its 10 s wait.
    theForm().querySelector('[data-another-way]')!.removeAttribute('hidden')
    fill()
    later()
    fireEvent.submit(theForm())
    await sent()
    expect(theForm().querySelector('[data-another-way]')).toHaveAttribute('hidden')
  })

  it('takes a redirect for a failure: the message stays', async () => {
    // Followed, the redirect would end at a 200 (a login page, say) and look delivered.
    let calls = 0
    respond = () => (calls++ === 0 ? [302, ''] : [200, '{"ok":true}'])
    render(<ContactForm texts={texts} delivery={json()} />)
    fill()
    later()
    fireEvent.submit(theForm())
    await failed()
    expect(received).toHaveLength(1)
    expect(values()).toEqual(Object.values(FILLED))
  })

  it('sends once when submitted twice at the same moment', async () => {
    render(<ContactForm texts={texts} delivery={json()} />)
    fill()
    later()
    fireEvent.submit(theForm())
    fireEvent.submit(theForm())
    await sent()
    expect(received).toHaveLength(1)
  })

  it('does not deliver, but looks sent, when the honeypot is filled', async () => {
    render(<ContactForm texts={texts} delivery={json()} />)
    fill()
    ;(theForm().querySelector('input[name="website"]') as HTMLInputElement).value = 'spam.example'
    later()
    fireEvent.submit(theForm())
    expect(submitButton()).toHaveTextContent('Sending...')
    await sent()
    expect(received).toHaveLength(0)
    expect(values()).toEqual(['', '', '', '', '', ''])
  })

  it('asks before sending a message sent sooner than a person types, and sends it once confirmed', async () => {
    render(<ContactForm texts={texts} delivery={json()} />)
    fill()
    fireEvent.submit(theForm())
    const confirm = await screen.findByRole('button', { name: 'Yes, send it' })
    expect(screen.getByText('Send this message?').closest('[role="alert"]')).toContainElement(
      confirm,
    )
    expect(confirm).toHaveFocus()
    expect(submitButton()).toHaveTextContent('Send Message')
    // Sending it again at once (a bot's second submit, a double press) asks again.
    fireEvent.submit(theForm())
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(received).toHaveLength(0)
    expect(screen.queryByText('Message sent successfully!')).toBeNull()
    expect(values()).toEqual(Object.values(FILLED))
    fireEvent.click(confirm)
    await sent()
    expect(received.map((r) => JSON.parse(r.body))).toEqual([SENT])
    expect(screen.queryByRole('button', { name: 'Yes, send it' })).toBeNull()
  })

  it('strips control characters before sending; text stays text', async () => {
    render(<ContactForm texts={texts} delivery={json()} />)
    fill()
    fireEvent.change(screen.getByLabelText(/Full Name/), {
      target: { value: 'Asha\u0000 <b>Kumar</b>\u202E' },
    })
    fireEvent.change(screen.getByLabelText(/Your Message/), {
      target: { value: 'Line one\r\nLine\u0007 two\t<script>alert(1)</script>' },
    })
    later()
    fireEvent.submit(theForm())
    await sent()
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      name: 'Asha <b>Kumar</b>',
      message: 'Line one\nLine two\t<script>alert(1)</script>',
    })
  })

  it('web3forms: puts the access key in the JSON body; a "success": false answer is a failure', async () => {
    const delivery: Delivery = {
      formProvider: 'web3forms',
      formEndpoint: `${base}/submit`,
      formAccessKey: 'key-123',
    }
    respond = () => [200, '{"success":false,"message":"Invalid access key"}']
    render(<ContactForm texts={texts} delivery={delivery} />)
    fill()
    later()
    fireEvent.submit(theForm())
    await failed()
    expect(JSON.parse(received[0]!.body)).toEqual({ access_key: 'key-123', ...SENT })
    expect(received[0]!.headers.accept).toBe('application/json')
    expect(values()).toEqual(Object.values(FILLED))
  })

  it('netlify: POSTs the fields url-encoded with form-name', async () => {
    const delivery: Delivery = {
      formProvider: 'netlify',
      formEndpoint: `${base}/`,
      formAccessKey: '',
    }
    respond = () => [200, '<html></html>']
    render(<ContactForm texts={texts} delivery={delivery} />)
    fill()
    later()
    fireEvent.submit(theForm())
    await sent()
    expect(received[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual({
      'form-name': 'contact',
      ...SENT,
    })
  })

  it('own: sends the message with an id that stays the same when the visitor retries', async () => {
    await failFirst(own())
    respond = () => [204, '']
    fireEvent.submit(theForm())
    await sent()
    expect(received).toHaveLength(2)
    const [first, second] = received.map((r) => JSON.parse(r.body))
    expect(first).toEqual({
      ...SENT,
      id: expect.any(String),
      website: '',
      filledInMs: expect.any(Number),
      confirmed: false,
    })
    expect(first.filledInMs).toBeGreaterThanOrEqual(MIN_FILL_MS)
    expect(second.id).toBe(first.id)
  })

  it('own: a message edited after a failure is a new message, with a new id', async () => {
    await failFirst(own())
    fireEvent.change(screen.getByLabelText(/Your Message/), { target: { value: 'Another.' } })
    respond = () => [204, '']
    fireEvent.submit(theForm())
    await sent()
    const [first, second] = received.map((r) => JSON.parse(r.body))
    expect(second.message).toBe('Another.')
    expect(second.id).not.toBe(first.id)
  })

  it('own: hears that the visitor confirmed a message sent that fast', async () => {
    render(<ContactForm texts={texts} delivery={own()} />)
    fill()
    fireEvent.submit(theForm())
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, send it' }))
    await sent()
    const body = JSON.parse(received[0]!.body)
    expect(body).toMatchObject({ ...SENT, website: '', confirmed: true })
    expect(body.filledInMs).toBeLessThan(MIN_FILL_MS)
  })

  it('own: gets the honeypot and the time to fill, so its server can judge spam itself', async () => {
    render(<ContactForm texts={texts} delivery={own()} />)
    fill()
    ;(theForm().querySelector('input[name="website"]') as HTMLInputElement).value = 'spam.example'
    fireEvent.submit(theForm())
    await sent()
    expect(received).toHaveLength(1)
    const body = JSON.parse(received[0]!.body)
    expect(body.website).toBe('spam.example')
    expect(body.filledInMs).toBeLessThan(MIN_FILL_MS)
  })

  it('asks for news only with its own unticked checkbox, whose answer travels with the message', async () => {
    render(<ContactForm texts={texts} delivery={json()} askMarketing />)
    const box = screen.getByRole('checkbox', { name: /occasional news about your services/ })
    expect(box).not.toBeChecked()
    fill()
    later()
    fireEvent.submit(theForm())
    await sent()
    expect(JSON.parse(received[0]!.body)).toEqual({ ...SENT, marketing: 'no' })
    fill()
    fireEvent.click(screen.getByRole('checkbox', { name: /occasional news/ }))
    later()
    fireEvent.submit(theForm())
    await waitFor(() => expect(received).toHaveLength(2), { timeout: 4000 })
    expect(JSON.parse(received[1]!.body)).toEqual({ ...SENT, marketing: 'yes' })
    await waitFor(
      () => expect(screen.getByRole('checkbox', { name: /occasional news/ })).not.toBeChecked(),
      { timeout: 4000 },
    )
  })

  it('has no news checkbox unless content/form.yaml switches it on', () => {
    render(<ContactForm texts={texts} delivery={json()} />)
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('can be sent without its code where the provider takes a plain POST', () => {
    const { unmount } = render(
      <ContactForm
        texts={texts}
        delivery={{
          formProvider: 'web3forms',
          formEndpoint: `${base}/submit`,
          formAccessKey: 'k-1',
        }}
      />,
    )
    expect(theForm()).toHaveAttribute('action', `${base}/submit`)
    expect(theForm()).toHaveAttribute('method', 'post')
    expect(theForm()).not.toHaveAttribute('data-needs-js')
    expect(theForm().querySelector('input[type="hidden"][name="access_key"]')).toHaveValue('k-1')
    unmount()
    render(<ContactForm texts={texts} delivery={json()} />)
    expect(theForm()).not.toHaveAttribute('action')
    expect(theForm()).toHaveAttribute('data-needs-js')
  })
})
