// Debian's Chromium as every test and bench here starts it: no sandbox (root in CI) and none of
// the background connections this closed network refuses. CHROME_PATH picks another binary.
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]
