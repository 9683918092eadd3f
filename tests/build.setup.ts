/**
 * The variant of the site the journeys in three engines read (playwright.config.ts: the `build`
 * project), built while other tests run: the form sends to its own endpoint (/api/contact), which
 * the engines' test server answers. The site itself (dist) is built before the run (package.json),
 * since the browser tests list their pages from it.
 */
import { spawnSync } from 'node:child_process'
import { test } from '@playwright/test'
import { ENGINES_OUT_DIR, FORM_ENDPOINT } from './engines/journeys'

test('builds the site with the form sending to its own endpoint', () => {
  const env = {
    SITE_OUT_DIR: ENGINES_OUT_DIR,
    SITE_FORM_PROVIDER: 'own',
    SITE_FORM_ENDPOINT: FORM_ENDPOINT,
  }
  const { status, stdout, stderr } = spawnSync('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (status !== 0) throw new Error(`npm run build failed:\n${stdout}${stderr}`)
})
