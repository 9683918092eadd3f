/**
 * The visitor's journeys (journeys.ts) in Firefox: Debian's firefox-esr driven
 * by puppeteer-core over WebDriver BiDi. Console errors come from puppeteer's
 * console and pageerror events and from the probe script the test server adds
 * to every page (failed loads, uncaught errors, CSP violations).
 */
import puppeteer from 'puppeteer-core'
import { runJourneys } from './puppeteer-driver'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

runJourneys('Firefox', () =>
  puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    timeout: 30_000,
    // Its accessibility tree, read through BiDi's chrome scope (PuppeteerDriver.expanded).
    args: ['-remote-allow-system-access'],
  }),
)
