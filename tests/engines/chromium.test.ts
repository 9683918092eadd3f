/**
 * The visitor's journeys (journeys.ts) in Debian's Chromium, driven by
 * puppeteer-core, so that the three engines run the very same steps (the
 * Chromium tests in tests/e2e go further with playwright-core).
 */
import puppeteer from 'puppeteer-core'
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs'
import { runJourneys } from './puppeteer-driver'

runJourneys('Chromium', () =>
  puppeteer.launch({
    browser: 'chrome',
    executablePath: CHROMIUM,
    headless: true,
    timeout: 30_000,
    args: CHROMIUM_ARGS,
  }),
)
