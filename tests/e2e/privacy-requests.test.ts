import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { ENGINES_OUT_DIR } from '../engines/journeys'
import { afterMinimumFillTime } from './contact-form'
import { readContent } from './content'
import { serveSite, test } from './harness'

const site = serveSite()
const KINDS = ['access', 'correct', 'erase', 'withdraw', 'nominate', 'complain']
const languages = readContent('site.yaml').languages

for (const [prefix, file, language] of [
  ['', 'privacy.yaml', languages[0]],
  ['/ta', 'privacy.ta.yaml', languages[1]],
] as const) {
  const privacy = readContent(file)
  test.describe(`privacy requests (${language.name}), without JavaScript`, () => {
    for (const kind of KINDS)
      test(`${prefix}/privacy leads to the request "${kind}" in one link, written out in an email`, async () => {
        const { page } = await site.open(`${prefix}/privacy`, { javaScriptEnabled: false })
        await page.locator(`main li a[href="${prefix}/privacy/requests#${kind}"]`).click()
        await page.waitForURL(`${site.url}${prefix}/privacy/requests#${kind}`)
        const { label, what } = privacy.requests.kinds[kind]
        const item = page.locator(`li#${kind}`)
        assert.equal(
          (await item.innerText()).replace(/\s+/g, ' '),
          `${label}: ${what}`.replace(/\s+/g, ' '),
        )
        const mailto = new URL(
          (await item.getByRole('link', { name: label }).getAttribute('href'))!,
        )
        assert.equal(mailto.protocol, 'mailto:')
        assert.equal(mailto.pathname, privacy.grievanceOfficer.email)
        assert.equal(mailto.searchParams.get('subject'), label)
        const body = mailto.searchParams.get('body')!
        for (const part of [label, privacy.lastChanged, language.name])
          assert.ok(body.includes(part), `the email holds ${part}: ${body}`)
      })

    test(`${prefix}/privacy/requests says what we need, when we answer and where to complain`, async () => {
      const { page } = await site.open(`${prefix}/privacy/requests`, { javaScriptEnabled: false })
      const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
      const says = (text: string) => assert.ok(main.includes(text.replace(/\s+/g, ' ')), text)
      says(privacy.requests.needed)
      says(privacy.requests.identity)
      says(privacy.requests.answer.replaceAll('{days}', String(privacy.answerWithinDays)))
      says(privacy.requests.boardNoPortal)
      assert.equal(await page.locator('li[id]').count(), KINDS.length)
    })
  })
}

test.describe('the request form, with the own endpoint (SITE_FORM_PROVIDER=own), against a local test server', () => {
  // The engines' build sends to its own endpoint, /api/contact (the `build` project, which the
  // browser tests wait for: playwright.config.ts).
  const outDir = ENGINES_OUT_DIR
  let status = 200
  const received: Record<string, string>[] = []
  const variant = serveSite({
    outDir,
    handle(req, res) {
      if (req.url !== '/api/contact') return false
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const json = req.headers['content-type'] === 'application/json'
        received.push(json ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body)))
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}')
      })
      return true
    },
  })
  const fill = async (
    page: Page,
    text: { kind: string; name: string; contact: string; details: string },
    kind: string,
  ) => {
    await page.getByLabel(text.kind).selectOption(kind)
    await page.getByLabel(text.name).fill('Priya R')
    await page.getByLabel(text.contact).fill('priya@example.com')
    await page.getByLabel(text.details).fill('I wrote in March 2026.')
  }

  for (const [prefix, file, language] of [
    ['', 'privacy.yaml', languages[0]],
    ['/ta', 'privacy.ta.yaml', languages[1]],
  ] as const) {
    const privacy = readContent(file)
    const text = privacy.requests.form
    // Every kind at once, each in a context of its own: the 3 s a person takes to fill the form
    // and the sending pass side by side. Each message is found by the reference its page shows.
    test(`${prefix}/privacy/requests sends every kind, each showing the reference its message carries`, async () => {
      status = 200
      await Promise.all(
        KINDS.map(async (kind) => {
          const { page, problems } = await variant.open(`${prefix}/privacy/requests`)
          await fill(page, text, kind)
          await afterMinimumFillTime(page)
          await page.getByRole('button', { name: text.submit }).click()
          const reference = page.locator('[role=status] output')
          await reference.waitFor()
          const shown = await reference.innerText()
          assert.match(shown, /^\d{4}-\d{2}-\d{2}-[0-9A-Z]{5}$/, kind)
          const label = privacy.requests.kinds[kind].label
          const sent = received.find(({ message }) =>
            message?.startsWith(`${text.reference}: ${shown}\n`),
          )
          assert.ok(sent, `${kind}: no message carries ${shown}`)
          assert.ok(
            sent.message!.startsWith(`${text.reference}: ${shown}\n${text.kind}: ${label}`),
            kind,
          )
          assert.ok(sent.message!.endsWith('I wrote in March 2026.'), kind)
          assert.equal(sent.service, kind)
          assert.equal(sent.language, language.code, kind)
          assert.equal(sent.notice, privacy.lastChanged, kind)
          assert.equal(sent.name, 'Priya R', kind)
          assert.equal(sent.email, 'priya@example.com', kind)
          assert.deepEqual(problems, [], kind)
        }),
      )
    })
  }

  test('keeps the request and offers another way when the endpoint fails', async () => {
    status = 500
    const text = readContent('privacy.yaml').requests.form
    const { page } = await variant.open('/privacy/requests')
    await fill(page, text, 'erase')
    await afterMinimumFillTime(page)
    await page.getByRole('button', { name: text.submit }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: readContent('form.yaml').failureTitle })
      .waitFor()
    assert.equal(await page.getByLabel(text.details).inputValue(), 'I wrote in March 2026.')
    assert.equal(await page.locator('[role=status] output').count(), 0, 'no reference: not sent')
  })

  test('asks before sending a request sent sooner than a person types', async () => {
    status = 200
    const text = readContent('privacy.yaml').requests.form
    const { page } = await variant.open('/privacy/requests')
    const before = received.length
    await page.getByLabel(text.kind).selectOption('access')
    await page.getByLabel(text.name).fill('Priya R')
    await page.getByLabel(text.contact).fill('+91 98765 43210')
    await page.getByLabel(text.details).fill('x')
    await page.getByRole('button', { name: text.submit }).click()
    const confirm = page.getByRole('button', { name: readContent('form.yaml').confirmSend })
    await confirm.click()
    await page.locator('[role=status] output').waitFor()
    assert.equal(received.length, before + 1)
    assert.equal(received.at(-1)!.phone, '+91 98765 43210')
  })

  test('sends each kind as a plain POST without JavaScript', async () => {
    status = 200
    const text = readContent('privacy.ta.yaml').requests.form
    for (const kind of KINDS) {
      const { page } = await variant.open('/ta/privacy/requests', { javaScriptEnabled: false })
      // No reference can be made without the form's code: the visitor reads what stands for it.
      // (Playwright's text selectors skip <noscript>: its text is read as a visitor sees it.)
      assert.equal(await page.locator('[data-request-form] noscript p').innerText(), text.noscript)
      await fill(page, text, kind)
      await Promise.all([
        page.waitForURL(`${variant.url}/api/contact`),
        page.getByRole('button', { name: text.submit }).click(),
      ])
      const sent = received.at(-1)!
      assert.equal(sent.service, kind)
      assert.equal(sent.language, 'ta')
      assert.equal(sent.notice, readContent('privacy.ta.yaml').lastChanged)
      assert.equal(sent.message, 'I wrote in March 2026.')
    }
  })
})
