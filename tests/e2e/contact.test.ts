import assert from 'node:assert/strict'
import {
  afterMinimumFillTime,
  buildVariant,
  field,
  FILLED,
  fillForm,
  formValues,
  PROOF,
  SENT,
  submit,
} from './contact-form'
import { readContent } from './content'
import { serveSite, test } from './harness'

const site = serveSite()
const settings = readContent('site.yaml')
const offices = readContent('offices.yaml')
const faq = readContent('faq.yaml')
const formText = readContent('form.yaml')

const OPTIONS = [
  'ERP Solutions',
  'Virtual Receptionist',
  'KPO',
  'BPO',
  'Online Chat Support',
  'Voice Calling',
  'WhatsApp Chat Bot',
  'Web Development',
  'Mobile App Development',
  'Cloud Solutions',
  'Data Analytics',
  'Cybersecurity',
  'AI & Machine Learning',
  'IT Consulting',
  'Other',
]

test.describe('contact form', () => {
  test('has the fields, labels, types and required marks of the spec', async () => {
    const { page } = await site.open('/contact')
    // The honeypot (inert: never focused, not announced) is not a field a visitor meets.
    const labels = await page.locator('main form label:not([inert] *)').allInnerTexts()
    assert.deepEqual(
      labels.map((l) => l.replace(/\s+/g, ' ').trim()),
      [
        'Full Name *',
        'Email Address *',
        'Phone Number',
        'Company Name',
        'Service Interested In',
        'Your Message *',
      ],
    )
    const attrs = await page.locator('main form').evaluate((form) =>
      Array.from((form as HTMLFormElement).elements)
        .filter((el) => el.tagName !== 'BUTTON' && !el.closest('[inert]'))
        .map((el) => ({
          name: el.getAttribute('name'),
          tag: el.tagName.toLowerCase(),
          type: el.getAttribute('type'),
          required: (el as HTMLInputElement).required,
          rows: el.getAttribute('rows'),
        })),
    )
    assert.deepEqual(attrs, [
      { name: 'name', tag: 'input', type: 'text', required: true, rows: null },
      { name: 'email', tag: 'input', type: 'email', required: true, rows: null },
      { name: 'phone', tag: 'input', type: 'tel', required: false, rows: null },
      { name: 'company', tag: 'input', type: 'text', required: false, rows: null },
      { name: 'service', tag: 'select', type: null, required: false, rows: null },
      { name: 'message', tag: 'textarea', type: null, required: true, rows: '5' },
      // Sent with every message: the page's language and the privacy notice's version.
      { name: 'language', tag: 'input', type: 'hidden', required: false, rows: null },
      { name: 'notice', tag: 'input', type: 'hidden', required: false, rows: null },
    ])
    assert.deepEqual(
      await page
        .locator('main form input[type="hidden"]')
        .evaluateAll((inputs) =>
          inputs.map((input) => [input.getAttribute('name'), input.getAttribute('value')]),
        ),
      [
        ['language', 'en'],
        ['notice', PROOF.notice],
      ],
    )
  })

  test("offers 'Select a service' as a disabled, selected placeholder, then the 15 options in order", async () => {
    const { page } = await site.open('/contact')
    const select = field(page, 'Service Interested In')
    const options = await select
      .locator('option')
      .evaluateAll((opts) =>
        opts.map((o) => ({ text: o.textContent, disabled: (o as HTMLOptionElement).disabled })),
      )
    assert.deepEqual(options[0], { text: 'Select a service', disabled: true })
    assert.deepEqual(
      options.slice(1).map((o) => o.text),
      OPTIONS,
    )
    assert.ok(options.slice(1).every((o) => !o.disabled))
    assert.equal(await select.evaluate((s) => (s as HTMLSelectElement).selectedIndex), 0)
  })

  test('lets the browser block an empty or malformed submit: never Sending...', async () => {
    const { page } = await site.open('/contact')
    await submit(page).click()
    await page.waitForTimeout(200)
    assert.equal(await submit(page).innerText(), 'Send Message')
    assert.equal(await submit(page).isEnabled(), true)
    assert.equal(
      await field(page, 'Full Name').evaluate(
        (el) => (el as HTMLInputElement).validity.valueMissing,
      ),
      true,
    )
    await fillForm(page)
    await field(page, 'Email Address').fill('asha-at-example')
    await submit(page).click()
    await page.waitForTimeout(200)
    assert.equal(await submit(page).innerText(), 'Send Message')
    assert.equal(
      await field(page, 'Email Address').evaluate(
        (el) => (el as HTMLInputElement).validity.typeMismatch,
      ),
      true,
    )
  })

  test("shows 'Sending...' disabled for 1.5 s, then clears every field and shows the notice, sending nothing", async () => {
    const { page, problems } = await site.open('/contact')
    await fillForm(page)
    await afterMinimumFillTime(page)
    const requests: string[] = []
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
    // Timestamps taken inside the page, so a slow test driver cannot shorten or
    // stretch the measured state: from the submit event (it fires before the
    // form's own handler starts the 1.5 s) to the label's return to idle.
    await page.evaluate(() => {
      const form = document.querySelector('main form')!
      const button = form.querySelector('button[type="submit"]')!
      const marks: { label: string; at: number }[] = []
      ;(window as { __marks?: typeof marks }).__marks = marks
      // A submit before the form's code has arrived is held (defaultPrevented
      // here) and submitted again once it is ready: that one starts the 1.5 s.
      form.addEventListener(
        'submit',
        (event) => {
          if (!event.defaultPrevented) marks.push({ label: 'submit', at: performance.now() })
        },
        { capture: true },
      )
      new MutationObserver(() =>
        marks.push({ label: button.textContent ?? '', at: performance.now() }),
      ).observe(button, { subtree: true, characterData: true, childList: true })
    })
    await submit(page).click()
    await page.locator('main form button[type="submit"]', { hasText: 'Sending...' }).waitFor()
    assert.equal(await submit(page).isDisabled(), true)
    await page.waitForFunction(
      () =>
        document.querySelector('main form button[type="submit"]')?.textContent === 'Send Message',
    )
    const marks = await page.evaluate(
      () => (window as { __marks?: { label: string; at: number }[] }).__marks ?? [],
    )
    const start = marks.find((m) => m.label === 'submit')
    assert.ok(
      marks.some((m) => m.label === 'Sending...'),
      JSON.stringify(marks),
    )
    const idle = marks.find((m) => m.label === 'Send Message' && start && m.at > start.at)
    assert.ok(start && idle, JSON.stringify(marks))
    const elapsed = Math.round(idle.at - start.at)
    console.log(`sending state measured: ${elapsed} ms`)
    assert.ok(
      elapsed >= 1400 && elapsed <= 2500,
      `'Sending...' lasted ${elapsed} ms (1500 expected)`,
    )
    assert.deepEqual(await formValues(page), ['', '', '', '', '', ''])
    assert.equal(
      await field(page, 'Service Interested In').evaluate(
        (s) => (s as HTMLSelectElement).selectedIndex,
      ),
      0,
    )
    const notice = page.getByRole('alert').filter({ hasText: 'Message sent successfully!' })
    await notice.waitFor()
    assert.match(await notice.innerText(), /We'll get back to you as soon as possible\./)
    assert.deepEqual(
      requests.filter((r) => !r.startsWith('GET ') || r.includes('asha')),
      [],
      'nothing is sent',
    )
    assert.deepEqual(problems, [])
  })

  test('limits a 10,000-character message to 5,000 with a counter, and handles <script> text inertly', async () => {
    const { page, problems } = await site.open('/contact')
    const hostile = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`
    await fillForm(page, hostile + 'x'.repeat(10_000 - hostile.length))
    await field(page, 'Full Name').fill(hostile)
    assert.equal((await field(page, 'Your Message').inputValue()).length, 5000)
    assert.equal((await field(page, 'Full Name').inputValue()).length, hostile.length)
    await page.locator('main form').getByText('Characters left: 0').waitFor()
    await field(page, 'Your Message').press('Backspace')
    await page.locator('main form').getByText('Characters left: 1').waitFor()
    await afterMinimumFillTime(page)
    await submit(page).click()
    await page.getByRole('alert').filter({ hasText: 'Message sent successfully!' }).waitFor()
    assert.equal(await page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined)
    assert.equal(await page.locator('main script, main img[src="x"]').count(), 0)
    assert.deepEqual(problems, [])
  })

  test("counts a message typed before the form's code arrived, once it has come", async () => {
    const { page, problems } = await site.open('/contact')
    // The form's own code (an island) held back until the visitor has typed: a slow phone.
    let typed!: () => void
    const held = new Promise<void>((resolve) => (typed = resolve))
    await page.route('**/assets/chunks/**', (route) => held.then(() => route.continue()))
    await fillForm(page, 'x'.repeat(4990))
    assert.equal(await page.locator('[data-island][data-hydrated]').count(), 0, 'typed before')
    typed()
    await page.locator('main form').getByText('Characters left: 10').waitFor()
    assert.deepEqual(problems, [])
  })
})

test.describe('contact details, office and map', () => {
  test('shows the information blocks with address, phone, email and business hours', async () => {
    const { page } = await site.open('/contact')
    const blocks = page.locator('main h3')
    const titles = await blocks.allTextContents()
    for (const title of ['Visit Us', 'Call Us', 'Email Us', 'Business Hours'])
      assert.ok(titles.includes(title), title)
    const text = await page.locator('main').innerText()
    assert.ok(text.includes('Monday - Saturday, 9:00 AM - 6:00 PM'))
    assert.equal(
      await page.locator('main').getByRole('link', { name: settings.phone }).getAttribute('href'),
      `tel:${settings.phone.replace(/[^+\d]/g, '')}`,
    )
    assert.equal(
      await page.locator('main').getByRole('link', { name: settings.email }).getAttribute('href'),
      `mailto:${settings.email}`,
    )
  })

  test('marks the Coimbatore office as HQ', async () => {
    const { page } = await site.open('/contact')
    const office = page.locator('main li', {
      has: page.getByRole('heading', { name: /Coimbatore/ }),
    })
    assert.equal(await office.count(), 1)
    assert.match(await office.getByRole('heading').innerText(), /^Coimbatore\s+HQ$/)
  })

  test('embeds an OpenStreetMap of the office: 400 px high on phones, 500 px from md up', async () => {
    const { page } = await site.open('/contact', { viewport: { width: 375, height: 800 } })
    const mapRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap.org/export')) mapRequests.push(request.url())
    })
    const map = page.locator('main iframe')
    // The map page loads only when its box comes near the screen, not with the page.
    await page.waitForTimeout(300)
    assert.equal(await map.count(), 0, 'no map frame at the top of the page')
    assert.deepEqual(mapRequests, [])
    const requested = page.waitForRequest(/openstreetmap\.org\/export/, { timeout: 5000 })
    await page.locator('main figure').scrollIntoViewIfNeeded()
    await requested
    await map.waitFor({ timeout: 5000 })
    const src = new URL((await map.getAttribute('src'))!)
    assert.equal(src.origin + src.pathname, 'https://www.openstreetmap.org/export/embed.html')
    const [west, south, east, north] = src.searchParams.get('bbox')!.split(',').map(Number)
    const { latitude, longitude } = offices[0]
    assert.ok(
      west! < longitude && longitude < east! && south! < latitude && latitude < north!,
      'bbox around the office',
    )
    assert.ok(
      Math.abs((west! + east!) / 2 - longitude) < 1e-3 &&
        Math.abs((south! + north!) / 2 - latitude) < 1e-3,
      'centred',
    )
    assert.equal(src.searchParams.get('marker'), `${latitude},${longitude}`)
    assert.equal(await map.getAttribute('loading'), 'lazy')
    assert.match((await map.getAttribute('title')) ?? '', /Coimbatore/)
    const height = () => map.evaluate((el) => Math.round(el.getBoundingClientRect().height))
    assert.equal(await height(), 400)
    await page.setViewportSize({ width: 1280, height: 800 })
    assert.equal(await height(), 500)
    const larger = page.getByRole('link', { name: 'View larger map' })
    assert.match(
      (await larger.getAttribute('href'))!,
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=11\.0168&mlon=76\.9558/,
    )
    assert.equal(await larger.getAttribute('target'), '_blank')
    assert.equal(await larger.getAttribute('rel'), 'noopener noreferrer')
  })
})

test.describe('FAQ', () => {
  test('lists the six questions and opens each one to its answer, one at a time', async () => {
    const { page } = await site.open('/contact')
    const items = page.locator('#faq details')
    const questions = page.locator('#faq summary')
    assert.equal(await questions.count(), 6)
    assert.deepEqual(
      (await questions.allInnerTexts()).map((t) => t.trim()),
      faq.map((f: { question: string }) => f.question),
    )
    for (let i = 0; i < 6; i++) {
      const answer = items.nth(i).locator('summary + *')
      assert.equal(await answer.isVisible(), false, `answer ${i + 1} starts closed`)
      await questions.nth(i).click()
      await answer.waitFor({ state: 'visible' })
      assert.equal((await answer.innerText()).trim(), faq[i].answer.trim())
      assert.equal(await page.locator('#faq details[open]').count(), 1, 'one open at a time')
    }
    await questions.nth(5).click()
    assert.equal(await page.locator('#faq details[open]').count(), 0, 'a second click closes it')
    const all = faq.map((f: { answer: string }) => f.answer).join(' ')
    for (const phrase of [
      '4-6 weeks',
      '6-12 months',
      'fixed-price',
      'time and materials',
      'retainer',
    ]) {
      assert.ok(all.includes(phrase), phrase)
    }
  })
})

test.describe('contact form with an endpoint (SITE_FORM_ENDPOINT), against a local test server', () => {
  const outDir = '.e2e-build/endpoint'
  test.beforeAll(() => buildVariant(outDir, { SITE_FORM_ENDPOINT: '/api/contact' }))
  let status = 200
  const received: unknown[] = []
  const variant = serveSite({
    outDir,
    handle(req, res) {
      if (req.url !== '/api/contact') return false
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push({ method: req.method, body: JSON.parse(body) })
        // A redirect goes to a page that would answer 200 (a login page, a moved endpoint).
        const moved = status >= 300 && status < 400 ? { Location: '/' } : {}
        res.writeHead(status, { 'Content-Type': 'application/json', ...moved }).end('{}')
      })
      return true
    },
  })

  test('POSTs the message as JSON, then clears the form and shows the success notice', async () => {
    status = 200
    const { page, problems } = await variant.open('/contact')
    await fillForm(page)
    await afterMinimumFillTime(page)
    await submit(page).click()
    await page.getByRole('alert').filter({ hasText: 'Message sent successfully!' }).waitFor()
    assert.deepEqual(received.at(-1), { method: 'POST', body: SENT })
    assert.deepEqual(await formValues(page), ['', '', '', '', '', ''])
    assert.deepEqual(problems, [])
  })

  test('loads the form (an island) when reached for, and loses nothing typed or submitted before its code arrives', async () => {
    status = 200
    const { page, problems } = await variant.open('/contact')
    // From here on scripts are held back until released, like on a slow network.
    const late: string[] = []
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.js', async (route) => {
      late.push(new URL(route.request().url()).pathname)
      await gate
      await route.continue()
    })
    await page.waitForTimeout(300)
    assert.deepEqual(late, [], 'no form code before the visitor reaches for the form')
    await fillForm(page)
    await afterMinimumFillTime(page)
    await submit(page).click()
    assert.ok(late.length > 0, 'the form code was asked for once the form was used')
    assert.equal(await page.locator('main form[data-held-submit]').count(), 1, 'submit held')
    // The visitor sees it answered at once: 'Sending...', disabled.
    assert.equal(await page.getByRole('button', { name: 'Sending...' }).count(), 1)
    assert.equal(await submit(page).isDisabled(), true)
    release()
    await page.getByRole('alert').filter({ hasText: 'Message sent successfully!' }).waitFor()
    assert.deepEqual((received.at(-1) as { body: unknown }).body, SENT)
    assert.equal(new URL(page.url()).search, '', 'the browser did not submit the form itself')
    assert.deepEqual(problems, [])
  })

  test('holds a submit made before any script has run and sends it once the form is ready', async () => {
    status = 200
    const context = await variant.browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript('window.__name = (fn) => fn')
    const page = await context.newPage()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.js', async (route) => {
      await gate
      await route.continue()
    })
    await page.goto(variant.url + '/contact', { waitUntil: 'domcontentloaded' })
    const before = received.length
    await fillForm(page)
    await afterMinimumFillTime(page)
    await submit(page).click()
    await page.waitForTimeout(300)
    assert.equal(new URL(page.url()).search, '', 'the browser did not submit the form itself')
    assert.equal(await page.locator('main form[data-held-submit]').count(), 1, 'submit held')
    release()
    await page.getByRole('alert').filter({ hasText: 'Message sent successfully!' }).waitFor()
    assert.equal(received.length, before + 1)
    assert.deepEqual((received.at(-1) as { body: unknown }).body, SENT)
    await context.close()
  })

  test("answers a submit before the form's code at once, and says so if that code never comes", async () => {
    const context = await variant.browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.clock.install()
    await page.route('**/*.js', (route) => route.abort())
    await page.goto(variant.url + '/contact')
    await fillForm(page)
    const before = received.length
    await submit(page).click()
    // At once: 'Sending...', disabled, the page stays.
    assert.equal(await page.getByRole('button', { name: 'Sending...' }).count(), 1)
    assert.equal(await submit(page).isDisabled(), true)
    const notice = page.locator('main form [data-another-way]')
    assert.equal(await notice.isVisible(), false)
    await page.clock.runFor(9_000)
    assert.equal(await notice.isVisible(), false, 'not before 10 s')
    await page.clock.runFor(1_500)
    assert.equal(await notice.isVisible(), true, 'after 10 s the form says it was not sent')
    const said = (await notice.innerText()).replace(/\s+/g, ' ')
    for (const part of [formText.failureTitle, formText.emailMessage, settings.phone])
      assert.ok(said.includes(part), `"${said}" names ${part}`)
    assert.equal(
      await page.locator('main form [role="alert"] > [data-another-way]').count(),
      1,
      'announced',
    )
    assert.equal(await submit(page).isDisabled(), false, 'the button works again')
    assert.equal(await page.getByRole('button', { name: 'Send Message' }).count(), 1)
    assert.deepEqual(await formValues(page), Object.values(FILLED), 'nothing typed is lost')
    assert.equal(received.length, before, 'nothing was sent')
    assert.equal(new URL(page.url()).search, '', 'the browser did not submit the form itself')
    await context.close()
  })

  test('keeps the form when the colour scheme is switched before the form was used', async () => {
    status = 200
    const { page, problems } = await variant.open('/contact')
    await page.getByRole('button', { name: 'Switch between light and dark mode' }).click()
    await page.waitForTimeout(300)
    assert.equal(await page.locator('main form').count(), 1, 'the form is still there')
    await fillForm(page)
    await afterMinimumFillTime(page)
    await submit(page).click()
    await page.getByRole('alert').filter({ hasText: 'Message sent successfully!' }).waitFor()
    assert.deepEqual((received.at(-1) as { body: unknown }).body, SENT)
    assert.deepEqual(problems, [])
  })

  test("keeps the form and what was typed when the form's code cannot load, without an error", async () => {
    const { page, problems } = await variant.open('/contact')
    // The shared script has run; the form's own code (an island) cannot come.
    await page.route('**/*.js', (route) => route.fulfill({ status: 404, body: '' }))
    await fillForm(page)
    await page.waitForTimeout(500)
    assert.deepEqual(await formValues(page), Object.values(FILLED), 'nothing typed is lost')
    assert.equal(await page.locator('main form').count(), 1, 'the form stays')
    assert.equal(await page.locator('[data-island][data-hydrated]').count(), 0)
    assert.equal(await page.locator('#faq summary').count(), 6, 'the rest of the page stays')
    assert.deepEqual(
      problems.filter((p) => !p.includes('404') && !p.includes('could not be loaded')),
      [],
    )
  })

  test('keeps everything typed and says how else to reach us when the endpoint fails', async () => {
    status = 503
    const { page } = await variant.open('/contact')
    await fillForm(page)
    await afterMinimumFillTime(page)
    await submit(page).click()
    const notice = page.getByRole('alert').filter({ hasText: 'Your message could not be sent' })
    await notice.waitFor()
    const text = (await notice.innerText()).replace(/\u00a0/g, ' ')
    assert.ok(text.includes(settings.phone) && text.includes(settings.email), text)
    assert.deepEqual(await formValues(page), Object.values(FILLED))
    assert.equal(await submit(page).innerText(), 'Send Message')
    // Copy the message: the clipboard gets every field and the message.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const copy = page.getByRole('button', { name: formText.copyMessage })
    await copy.click()
    await page.getByRole('button', { name: formText.copied }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    for (const value of [FILLED.name, FILLED.email, FILLED.phone, FILLED.message])
      assert.ok(copied.includes(value), `the copy holds "${value}": ${copied}`)
    assert.match(copied, /^Full Name: Asha Kumar$/m)
  })

  test('takes a redirect from the endpoint for a failure: the message stays', async () => {
    status = 302
    const { page } = await variant.open('/contact')
    await fillForm(page)
    await afterMinimumFillTime(page)
    await submit(page).click()
    await page.getByRole('alert').filter({ hasText: 'Your message could not be sent' }).waitFor()
    assert.deepEqual(await formValues(page), Object.values(FILLED))
    assert.equal(new URL(page.url()).pathname, '/contact', 'the page stays')
  })
})
