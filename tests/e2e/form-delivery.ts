/**
 * The contact form's delivery providers, each against a local stand-in that
 * checks the provider's documented contract, in the browser, on a variant of
 * the site built with that provider and served with its own _headers (CSP
 * enforced). The main dist stays the default build. One test file a provider
 * (form-<provider>.test.ts), so that the four run beside other files.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import {
  afterMinimumFillTime,
  buildVariant,
  FILLED,
  fillForm,
  SENT,
  formValues,
  sendAtOnce,
  submit,
} from './contact-form'
import { readContent } from './content'
import { serveSite, type Site, test } from './harness'

const FORM = readContent('form.yaml')
const TAMIL_FORM = readContent('form.ta.yaml')
const TAMIL_NOTICE = readContent('privacy.ta.yaml').lastChanged as string
import { PLAIN_POST, type Provider } from '#lib/form-delivery'
import { MIN_FILL_MS } from '../../components/ContactForm/deliver'

/** What a stand-in received, after checking the provider's contract. */
interface Delivered {
  fields: Record<string, unknown>
  /** Broken rules of the contract; empty when the request was what the provider expects. */
  broken: string[]
}

/** One provider: how its stand-in checks and answers a request. */
interface StandIn {
  /** Checks the request; returns the fields and any broken rule. */
  check: (req: IncomingMessage, body: string) => Delivered
  /** The answer to an accepted request, and to one when the provider fails. */
  ok: [number, string, string]
  failure: [number, string, string]
}

export const ACCESS_KEY = 'test-access-key-0000'
/** The spam signals the 'own' stand-in received, in order. */
const ownSignals: { website: unknown; filledInMs: unknown; confirmed: unknown }[] = []
const JSON_TYPE = 'application/json'

function parseJson(body: string, broken: string[]) {
  try {
    return JSON.parse(body) as Record<string, unknown>
  } catch {
    broken.push('the body is not JSON')
    return {}
  }
}

function jsonContract(req: IncomingMessage, body: string, broken: string[]) {
  if (req.method !== 'POST') broken.push(`method ${req.method}`)
  if (req.headers['content-type'] !== JSON_TYPE) broken.push('Content-Type is not JSON')
  // Formspree answers a request without it with a redirect to its thank-you page.
  if (!req.headers.accept?.includes(JSON_TYPE)) broken.push('no Accept: application/json')
  return parseJson(body, broken)
}

const without = (fields: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name !== key))

const standIns: Record<'json' | 'web3forms' | 'own', StandIn> = {
  // Formspree-style: POST JSON with Accept: application/json; 2xx means sent.
  json: {
    check(req, body) {
      const broken: string[] = []
      const fields = jsonContract(req, body, broken)
      if (req.url !== '/f/xyzabcde') broken.push(`posted to ${req.url}`)
      if (typeof fields.email !== 'string') broken.push('no email')
      return { fields, broken }
    },
    ok: [200, JSON_TYPE, '{"next":"/thanks","ok":true}'],
    failure: [422, JSON_TYPE, '{"errors":[{"message":"Form not found"}]}'],
  },
  // Web3Forms: POST JSON to /submit with the access key in the body.
  web3forms: {
    check(req, body) {
      const broken: string[] = []
      const fields = jsonContract(req, body, broken)
      if (req.url !== '/submit') broken.push(`posted to ${req.url}`)
      if (fields.access_key !== ACCESS_KEY) broken.push('no access_key in the body')
      return { fields: without(fields, 'access_key'), broken }
    },
    ok: [200, JSON_TYPE, '{"success":true,"message":"Email sent successfully!"}'],
    failure: [200, JSON_TYPE, '{"success":false,"message":"Something went wrong"}'],
  },
  // Your own endpoint (README): POST JSON, the message's id in the body; 2xx means sent.
  own: {
    check(req, body) {
      const broken: string[] = []
      const fields = jsonContract(req, body, broken)
      if (req.url !== '/api/contact') broken.push(`posted to ${req.url}`)
      if (typeof fields.id !== 'string' || !fields.id) broken.push('no id')
      // The spam signals, for the server to judge: the honeypot and the time to fill.
      if (typeof fields.website !== 'string') broken.push('no honeypot')
      if (typeof fields.filledInMs !== 'number') broken.push('no time to fill')
      if (typeof fields.confirmed !== 'boolean') broken.push('no confirmed')
      const { website, filledInMs, confirmed } = fields
      ownSignals.push({ website, filledInMs, confirmed })
      const signals = ['id', 'website', 'filledInMs', 'confirmed']
      return { fields: signals.reduce(without, fields), broken }
    },
    ok: [204, 'text/plain', ''],
    failure: [503, 'text/plain', 'Service Unavailable'],
  },
}

/**
 * A fault of the endpoint, for the message's POST (the CORS preflight is answered): 'slow' holds
 * the request unanswered (longer than the form waits), 'drop' closes the connection without an
 * answer, '500' answers 500, 'redirect' answers 302 to a thank-you page. A stand-in that is down
 * altogether (nothing listening) is `down()`.
 */
type Fault = 'slow' | 'drop' | '500' | 'redirect'

/** The stand-in for every cross-origin provider: one local server on its own port (its own origin). */
const received: { provider: string; delivered: Delivered; plain?: boolean }[] = []
/** The ids of the messages the stand-in answered with a 2xx ('own': the id in the body). */
const accepted: string[] = []
/** Every POST a fault struck, with the message's id ('own'). */
const struck: { fault: Fault; id: unknown }[] = []
/** The requests 'slow' holds, ended when the test is over. */
const held: ServerResponse[] = []
let failing = false
let fault: Fault | undefined
let provider = ''
let standInOrigin = ''
const standIn = createServer((req, res) => {
  const cors = {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
  }
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    // A plain HTML POST, sent when the form's code never came (PLAIN_POST providers).
    if (req.headers['content-type'] === 'application/x-www-form-urlencoded') {
      const { access_key: key, ...fields } = Object.fromEntries(new URLSearchParams(body))
      const broken = provider === 'web3forms' && key !== ACCESS_KEY ? ['no access_key'] : []
      received.push({ provider, delivered: { fields, broken }, plain: true })
      return void res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<!doctype html><title>Thank you</title><h1>Thank you</h1>')
    }
    if (fault) {
      struck.push({ fault, id: parseJson(body, []).id })
      if (fault === 'slow') return void held.push(res)
      if (fault === 'drop') return void req.socket.destroy()
      if (fault === '500')
        return void res
          .writeHead(500, { ...cors, 'Content-Type': 'text/plain' })
          .end('Internal Server Error')
      return void res.writeHead(302, { ...cors, Location: `${standInOrigin}/thanks` }).end()
    }
    const contract = standIns[provider as keyof typeof standIns]
    const delivered = contract.check(req, body)
    received.push({ provider, delivered })
    const [status, type, answer] =
      failing || delivered.broken.length ? contract.failure : contract.ok
    if (status < 300) accepted.push(String(parseJson(body, []).id))
    res.writeHead(status, { ...cors, 'Content-Type': type }).end(answer)
  })
})
/** Takes the stand-in down (connections refused, open ones closed); resolves with bringing it back. */
async function down() {
  const port = Number(new URL(standInOrigin).port)
  await new Promise<void>((resolve) => {
    standIn.close(() => resolve())
    standIn.closeAllConnections()
  })
  return () => new Promise<void>((resolve) => standIn.listen(port, '127.0.0.1', resolve))
}

/** Netlify Forms: a url-encoded POST to the site itself, for a form registered in the HTML. */
function netlifyStandIn(outDir: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') return false
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const broken: string[] = []
      if (req.url !== '/') broken.push(`posted to ${req.url}`)
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded')
        broken.push('not url-encoded')
      const { 'form-name': name, ...fields } = Object.fromEntries(new URLSearchParams(body))
      // Netlify's deploy step registers the forms it finds in the HTML, with their fields: the
      // contact form's on the contact page, the request form's on the request page.
      const html = ['contact', 'privacy/requests']
        .map((page) => readFileSync(`${outDir}/client/${page}.html`, 'utf8'))
        .join('')
      const form = new RegExp(`<form name="${name}" data-netlify="true"[^>]*>(.*?)</form>`).exec(
        html,
      )
      if (!name || !form) broken.push(`no form "${name}" registered in the HTML`)
      const registered = [...(form?.[1] ?? '').matchAll(/name="([^"]+)"/g)].map((m) => m[1])
      for (const key of Object.keys(fields))
        if (!registered.includes(key)) broken.push(`field "${key}" is not in the registered form`)
      const plain =
        !req.headers.accept?.includes('json') && req.headers['sec-fetch-mode'] === 'navigate'
      received.push({ provider: 'netlify', delivered: { fields, broken }, plain })
      const status = broken.length ? 404 : failing ? 500 : 200
      res.writeHead(status, { 'Content-Type': 'text/html' }).end('<!doctype html><p>Thank you</p>')
    })
    return true
  }
}

/** The sentence the form shows when a message could not be sent (content/form.yaml). */
const FAILED = `${FORM.failureTitle}. ${FORM.failureMessage}`
/** Waits (at most 15 s) for a condition on this side: what the stand-in received. */
async function until(ok: () => boolean) {
  for (const end = Date.now() + 15_000; !ok();) {
    if (Date.now() > end) throw new Error(`still not so: ${ok.toString()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
const notice = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor()
/** Waits for the form to be idle again, then for deliveries in flight to arrive. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('main form button[type="submit"]')?.textContent === 'Send Message',
  )
  await page.waitForTimeout(300)
}
const violations = (page: Page) => page.evaluate(() => (window as { __csp?: string[] }).__csp ?? [])

/**
 * The four checks, for one provider built into its own out dir with `env`
 * (computed once the stand-in's port is known).
 */
export function providerTests(
  name: string,
  env: (origin: string) => Record<string, string>,
  netlify = false,
) {
  const plain = PLAIN_POST.includes(name as Provider)
  test.describe(`contact form delivery: ${name}`, () => {
    const outDir = `.e2e-build/form-${name}`
    let output = ''
    // The stand-in listens on a port of its own for this file's tests.
    test.beforeAll(
      () =>
        new Promise<void>((resolve) =>
          standIn.listen(0, '127.0.0.1', () => {
            standInOrigin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
            resolve()
          }),
        ),
    )
    test.afterAll(() => {
      for (const res of held) res.destroy()
      standIn.close()
      standIn.closeAllConnections()
    })
    test.beforeAll(async () => {
      output = await buildVariant(outDir, env(standInOrigin))
      provider = name
      failing = false
    })
    const site: Site = serveSite({ outDir, ...(netlify ? { handle: netlifyStandIn(outDir) } : {}) })
    const mine = () => received.filter((r) => r.provider === name)

    test('ships a CSP that allows the endpoint, and says so when building', () => {
      const headers = readFileSync(`${outDir}/client/_headers`, 'utf8')
      const nginx = readFileSync(`${outDir}/nginx.conf`, 'utf8')
      const connect = netlify ? "connect-src 'self';" : `connect-src 'self' ${standInOrigin};`
      assert.ok(headers.includes(connect), headers)
      assert.ok(nginx.includes(connect), 'dist/nginx.conf')
      assert.match(output, /postbuild: the contact form sends to /)
      assert.doesNotMatch(output, /the contact form sends nothing/)
    })

    if (plain)
      test("sends the message as a plain POST when the form's code never comes", async () => {
        const context = await site.browser.newContext({ viewport: { width: 390, height: 800 } })
        const page = await context.newPage()
        await page.clock.install()
        await page.route('**/*.js', (route) => route.abort())
        await page.goto(site.url + '/contact')
        await fillForm(page)
        const before = mine().length
        await submit(page).click()
        await page.clock.runFor(9_000)
        assert.equal(mine().length, before, 'held while the code may still come')
        await page.clock.runFor(1_500)
        await page.getByText('Thank you').waitFor() // the provider's own page
        assert.equal(mine().length, before + 1)
        assert.deepEqual(mine().at(-1), {
          provider: name,
          delivered: { fields: { ...SENT, website: '' }, broken: [] },
          plain: true,
        })
        await context.close()
      })

    test('delivers a message with every field, under the shipped CSP', async () => {
      const { page, problems } = await site.open('/contact')
      await fillForm(page)
      await afterMinimumFillTime(page)
      const before = mine().length
      await submit(page).click()
      await notice(page, 'Message sent successfully!')
      assert.equal(mine().length, before + 1)
      assert.deepEqual(mine().at(-1)!.delivered, { fields: SENT, broken: [] })
      assert.deepEqual(await formValues(page), ['', '', '', '', '', ''])
      assert.deepEqual(await violations(page), [])
      assert.deepEqual(problems, [])
    })

    test('delivers a message from /ta/contact with its language and the Tamil notice version', async () => {
      const { page, problems } = await site.open('/ta/contact')
      const form = page.locator('main form')
      for (const name of ['name', 'email', 'phone', 'company', 'message'] as const)
        await form.locator(`[name="${name}"]`).fill(FILLED[name])
      const service = await form.locator('select[name="service"] option').nth(1).textContent()
      await form.locator('select[name="service"]').selectOption(service!)
      await afterMinimumFillTime(page)
      const before = mine().length
      await submit(page).click()
      await notice(page, TAMIL_FORM.successTitle)
      assert.equal(mine().length, before + 1)
      assert.deepEqual(mine().at(-1)!.delivered, {
        fields: { ...FILLED, service, language: 'ta', notice: TAMIL_NOTICE },
        broken: [],
      })
      assert.deepEqual(problems, [])
    })

    test('delivers a message sent within a second of the page opening (autofill, a pasted message), once the visitor confirms it', async () => {
      const { page, problems } = await site.open('/contact', {
        waitUntil: 'domcontentloaded',
        pausedClock: true,
      })
      const before = mine().length
      const sentAt = await sendAtOnce(page, 900)
      assert.ok(sentAt < 1000, `Send was pressed ${Math.round(sentAt)} ms after the page opened`)
      // Too fast for a person to have typed it: the form asks, and sends nothing meanwhile.
      await page.getByRole('alert').filter({ hasText: FORM.confirmQuestion }).waitFor()
      assert.equal(mine().length, before, 'nothing sent before the visitor confirms')
      // The question has the focus: a keyboard user confirms with Enter.
      await page.getByRole('button', { name: FORM.confirmSend, exact: true }).waitFor()
      const focused = await page.evaluate(() => document.activeElement?.textContent)
      assert.equal(focused, FORM.confirmSend)
      await page.keyboard.press('Enter')
      await notice(page, 'Message sent successfully!')
      await page.waitForTimeout(300)
      assert.equal(mine().length, before + 1)
      assert.deepEqual(mine().at(-1)!.delivered, {
        fields: { ...SENT, company: '', service: '' },
        broken: [],
      })
      if (name === 'own') {
        const { filledInMs, confirmed } = ownSignals.at(-1)!
        assert.ok(Number(filledInMs) < MIN_FILL_MS, `filledInMs ${String(filledInMs)}`)
        assert.equal(confirmed, true)
      }
      assert.deepEqual(problems, [])
    })

    test('does not deliver a submission with the honeypot filled (own: lets the server judge), and looks sent', async () => {
      const { page } = await site.open('/contact')
      await fillForm(page)
      await page.locator('main form input[name="website"]').evaluate((input) => {
        ;(input as HTMLInputElement).value = 'https://spam.example'
      })
      await afterMinimumFillTime(page)
      const before = mine().length
      await submit(page).click()
      await page.locator('main form button[type="submit"]', { hasText: 'Sending...' }).waitFor()
      await notice(page, 'Message sent successfully!')
      await page.waitForTimeout(300)
      if (name !== 'own') return assert.equal(mine().length, before)
      // The own server gets it with the signals, and judges it itself.
      assert.equal(mine().length, before + 1)
      assert.equal(ownSignals.at(-1)!.website, 'https://spam.example')
    })

    test('keeps the message when delivery fails, and a retry sends it once', async () => {
      const { page } = await site.open('/contact')
      await fillForm(page)
      await afterMinimumFillTime(page)
      const before = mine().length
      failing = true
      try {
        await submit(page).click()
        await notice(page, 'Your message could not be sent')
      } finally {
        failing = false
      }
      assert.deepEqual(await formValues(page), Object.values(FILLED))
      await settled(page)
      await submit(page).click()
      await notice(page, 'Message sent successfully!')
      await page.waitForTimeout(300)
      assert.equal(mine().length, before + 2, 'one failed attempt, one retry')
      assert.deepEqual(mine().at(-1)!.delivered, { fields: SENT, broken: [] })
    })

    // The endpoint having a bad day, for the 'own' provider (its messages carry an id, so a retry
    // of the same message is known as one): what the visitor typed stays, a sentence says so, and
    // Send again delivers it once the endpoint is back.
    if (name === 'own')
      for (const [what, trouble] of [
        ['slow (no answer within the form’s 20 s)', 'slow'],
        ['dropping the connection', 'drop'],
        ['answering 500', '500'],
        ['answering with a redirect', 'redirect'],
        ['down (connection refused)', 'down'],
      ] as const)
        test(`keeps the message when the endpoint is ${what}, says so, and Send again delivers it once`, async () => {
          // The page's clock runs as usual until the test moves it past the form's 20 s.
          const { page, problems } = await site.open('/contact', {
            waitUntil: 'domcontentloaded',
            pausedClock: true,
          })
          await page.clock.resume()
          await fillForm(page)
          await page.clock.runFor(MIN_FILL_MS)
          const struckBefore = struck.length
          const acceptedBefore = accepted.length
          let back = async () => {}
          if (trouble === 'down') back = await down()
          else fault = trouble
          try {
            await submit(page).click()
            if (trouble === 'slow') {
              await until(() => held.length > 0 && struck.length > struckBefore)
              await page.clock.runFor(20_000)
            }
            await notice(page, FAILED)
          } finally {
            fault = undefined
            await back()
          }
          assert.deepEqual(await formValues(page), Object.values(FILLED), 'what was typed stays')
          assert.equal(accepted.length, acceptedBefore, 'nothing accepted')
          await submit(page)
            .filter({ hasText: FORM.submit as string })
            .click()
          await notice(page, 'Message sent successfully!')
          await until(() => accepted.length > acceptedBefore)
          assert.deepEqual(await formValues(page), ['', '', '', '', '', ''])
          // One delivery; every failed attempt (Chromium resends a POST once when a kept-alive
          // connection drops without an answer) carried the same id: a server drops repeats by it.
          const attempts = struck.slice(struckBefore).map((attempt) => attempt.id)
          assert.equal(accepted.length, acceptedBefore + 1)
          if (trouble === 'down') assert.equal(attempts.length, 0)
          else assert.ok(attempts.length > 0, `${trouble}: the failed attempt reached the endpoint`)
          for (const id of attempts) assert.equal(id, accepted.at(-1))
          if (trouble === 'slow') for (const res of held.splice(0)) res.destroy()
          // The browser logs the failed request; nothing else goes wrong on the page.
          assert.deepEqual(
            problems.filter(
              (p) => !/Failed to load resource|Failed to fetch|CORS|redirect/i.test(p),
            ),
            [],
          )
        })

    // A privacy request (issue 55) reaches the company through the same provider.
    if (netlify)
      test('takes a privacy request through the request form Netlify registers, with the reference it shows', async () => {
        const text = readContent('privacy.yaml').requests.form
        const { page, problems } = await site.open('/privacy/requests')
        await page.getByLabel(text.kind).selectOption('erase')
        await page.getByLabel(text.name).fill('Priya R')
        await page.getByLabel(text.contact).fill('priya@example.com')
        await page.getByLabel(text.details).fill('I wrote in March 2026.')
        await afterMinimumFillTime(page)
        const before = mine().length
        await page.getByRole('button', { name: text.submit }).click()
        // Sent in about 1.5 s; a request Netlify refused shows the failure instead.
        const shown = await page.locator('[role=status] output').innerText({ timeout: 30_000 })
        assert.match(shown, /^\d{4}-\d{2}-\d{2}-[0-9A-Z]{5}$/)
        assert.equal(mine().length, before + 1)
        const { fields, broken } = mine().at(-1)!.delivered
        assert.deepEqual(broken, [])
        assert.equal(fields.service, 'erase')
        assert.equal(fields.email, 'priya@example.com')
        assert.ok(String(fields.message).startsWith(`${text.reference}: ${shown}\n`))
        assert.deepEqual(problems, [])
      })

    if (netlify)
      test('takes a privacy request without JavaScript as a plain POST Netlify accepts', async () => {
        const text = readContent('privacy.yaml').requests.form
        const { page } = await site.open('/privacy/requests', { javaScriptEnabled: false })
        await page.getByLabel(text.kind).selectOption('access')
        await page.getByLabel(text.name).fill('Priya R')
        await page.getByLabel(text.contact).fill('priya@example.com')
        await page.getByLabel(text.details).fill('I wrote in March 2026.')
        const before = mine().length
        await page.getByRole('button', { name: text.submit }).click()
        await page.getByText('Thank you').waitFor() // Netlify's own page
        assert.equal(mine().length, before + 1)
        const { delivered, plain } = mine().at(-1)!
        assert.deepEqual(delivered.broken, [])
        assert.equal(plain, true)
        assert.equal(delivered.fields.service, 'access')
        assert.equal(delivered.fields.email, 'priya@example.com')
        assert.equal(delivered.fields.message, 'I wrote in March 2026.')
      })

    test('sends once on a double click, and on two submits at the same moment', async () => {
      const { page } = await site.open('/contact')
      await fillForm(page)
      await afterMinimumFillTime(page)
      const before = mine().length
      await submit(page).dblclick()
      await notice(page, 'Message sent successfully!')
      await settled(page)
      assert.equal(mine().length, before + 1, 'double click')
      await fillForm(page)
      await page.locator('main form').evaluate((form) => {
        ;(form as HTMLFormElement).requestSubmit()
        ;(form as HTMLFormElement).requestSubmit()
      })
      await settled(page)
      assert.equal(mine().length, before + 2, 'two submits at once')
    })
  })
}
