/**
 * The visitor's journeys (journeys.ts) in Firefox: Debian's firefox-esr driven
 * by puppeteer-core over WebDriver BiDi. Console errors come from puppeteer's
 * console and pageerror events and from the probe script the test server adds
 * to every page (failed loads, uncaught errors, CSP violations).
 */
import { after, before, describe, it } from 'node:test'
import puppeteer, { type Browser } from 'puppeteer-core'
import { JOURNEYS, MODES, startSite, type Site } from './journeys'
import { PuppeteerDriver } from './puppeteer-driver'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

let browser: Browser | undefined
let driver: PuppeteerDriver | undefined

before(async () => {
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    timeout: 30_000,
  })
  driver = new PuppeteerDriver('Firefox', browser)
})

after(async () => {
  await driver?.close()
  await browser?.close()
})

for (const mode of MODES) {
  describe(`Firefox, JavaScript ${mode === 'blocked' ? 'blocked from loading' : 'hydrated'}`, () => {
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
