/**
 * The visitor's journeys (journeys.ts) in Debian's Chromium, driven by
 * puppeteer-core, so that the three engines run the very same steps (the
 * Chromium tests in tests/e2e go further with playwright-core).
 */
import { after, before, describe, it } from 'node:test'
import puppeteer, { type Browser } from 'puppeteer-core'
import { JOURNEYS, MODES, startSite, type Site } from './journeys'
import { PuppeteerDriver } from './puppeteer-driver'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

let browser: Browser | undefined
let driver: PuppeteerDriver | undefined

before(async () => {
  browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: CHROMIUM,
    headless: true,
    timeout: 30_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  })
  driver = new PuppeteerDriver('Chromium', browser)
})

after(async () => {
  await driver?.close()
  await browser?.close()
})

for (const mode of MODES) {
  describe(`Chromium, JavaScript ${mode === 'blocked' ? 'blocked from loading' : 'hydrated'}`, () => {
    let site: Site | undefined
    before(async () => {
      site = await startSite(mode)
    })
    after(() => site?.close())
    for (const [name, journey] of JOURNEYS) {
      it(name, { timeout: 40_000 }, async () => {
        if (!driver || !site) throw new Error('set-up failed')
        await journey(driver, site)
      })
    }
  })
}
