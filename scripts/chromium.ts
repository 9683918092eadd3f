// Debian's Chromium as every test and bench here starts it: no sandbox (root in CI) and none of
// the background connections this closed network refuses. CHROME_PATH picks another binary.
import { existsSync } from 'node:fs'

/** The browser a visitor runs: the reference pictures, the live editor's sign-in, Lighthouse. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same engine without the
 * desktop browser around it; Playwright's own choice for headless tests), for the tests that read
 * a page rather than compare its pixels with a reference: 30 % less CPU (docs/testing.md). It
 * draws Tamil in the web font with letters missing, so the reference pictures stay with CHROMIUM.
 */
export const HEADLESS_SHELL =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM)
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]
