/** The contact form as the browser tests use it: its fields, a filled-in message, variant builds. */
import type { Page } from 'playwright-core'
import { built } from '../build'
import { readContent } from './content'

export const field = (page: Page, label: string) =>
  page.locator('main form').getByLabel(label, { exact: false })
export const submit = (page: Page) => page.locator('main form button[type="submit"]')

/** What fillForm enters, as the endpoint should receive it. */
export const FILLED = {
  name: 'Asha Kumar',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  company: 'Kumar Textiles',
  service: 'Online Chat Support',
  message: 'We would like a quote for chat support.',
}

/** What every message from an English page carries too: its language, the notice's version. */
export const PROOF = { language: 'en', notice: readContent('privacy.yaml').lastChanged as string }
/** What the endpoint should receive from fillForm on an English page. */
export const SENT = { ...FILLED, ...PROOF }

export async function fillForm(page: Page, message = FILLED.message) {
  await field(page, 'Full Name').fill(FILLED.name)
  await field(page, 'Email Address').fill(FILLED.email)
  await field(page, 'Phone Number').fill(FILLED.phone)
  await field(page, 'Company Name').fill(FILLED.company)
  await field(page, 'Service Interested In').selectOption(FILLED.service)
  await field(page, 'Your Message').fill(message)
}

/** The values of the form's fields a visitor sees (not the honeypot, which is inert, nor hidden ones). */
export const formValues = (page: Page) =>
  page.locator('main form').evaluate((form) =>
    Array.from((form as HTMLFormElement).elements)
      .filter(
        (el) =>
          el.tagName !== 'BUTTON' &&
          !el.closest('[inert]') &&
          (el as HTMLInputElement).type !== 'hidden',
      )
      .map((el) => (el as HTMLInputElement).value),
  )

/**
 * A visitor whose browser fills in name, email and phone at once (autofill), who pastes a
 * prepared message and presses Send `at` ms after the page began to load. The page must be opened
 * with its clock paused (site.open's pausedClock), so that moment is exact on any machine; the
 * clock runs on from there. Resolves with the moment of the submit, by the page's clock.
 */
export async function sendAtOnce(page: Page, at: number) {
  await page.evaluate(() =>
    document.addEventListener(
      'submit',
      () => ((window as { sentAt?: number }).sentAt ??= performance.now()),
      true,
    ),
  )
  await field(page, 'Full Name').fill(FILLED.name)
  await field(page, 'Email Address').fill(FILLED.email)
  await field(page, 'Phone Number').fill(FILLED.phone)
  await field(page, 'Your Message').focus()
  await page.keyboard.insertText(FILLED.message)
  await page.clock.runFor(at - (await page.evaluate(() => performance.now())))
  await submit(page).click()
  await page.clock.resume()
  return page.evaluate(() => (window as { sentAt?: number }).sentAt!)
}

/**
 * Waits until a person could have filled the form: a submission sooner than
 * 3 s after the page appeared asks the visitor to confirm it first.
 */
export const afterMinimumFillTime = (page: Page) =>
  page.waitForFunction(() => performance.now() > 3200)

/**
 * Builds the site with `env` into `outDir` (SITE_OUT_DIR), beside the default
 * build in dist. Resolves with the build's output; rejects when it fails.
 */
export const buildVariant = (outDir: string, env: Record<string, string>) =>
  built('.', { ...env, SITE_OUT_DIR: outDir })
