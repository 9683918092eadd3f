/**
 * The visitor's journeys (journeys.ts) in Debian's Chromium, driven by
 * puppeteer-core, so that the three engines run the very same steps (the
 * Chromium tests in tests/e2e go further with playwright-core). In its headless
 * shell, like the other tests that read a page rather than compare its pixels
 * with a reference (scripts/chromium.ts).
 */
import puppeteer from 'puppeteer-core'
import { CHROMIUM_ARGS, HEADLESS_SHELL } from '../../scripts/chromium.ts'
import { runJourneys } from './puppeteer-driver'

runJourneys('Chromium', () =>
  puppeteer.launch({
    browser: 'chrome',
    executablePath: HEADLESS_SHELL,
    headless: 'shell',
    timeout: 30_000,
    // Puppeteer loses the page when Chromium swaps in a page it prerendered
    // (the site's speculation rules: "detached Frame"). Prefetching stays; the
    // prerender itself is tested with playwright-core (tests/e2e/navigation.test.ts).
    args: [...CHROMIUM_ARGS, '--disable-features=Prerender2'],
  }),
)
