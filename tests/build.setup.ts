/**
 * The variant of the site the journeys in three engines and the request form's tests read
 * (playwright.config.ts: the `build` project): the forms send to their own endpoint (/api/contact),
 * which those tests' servers answer. The site itself (dist) is built before the run (package.json),
 * since the browser tests list their pages from it.
 */
import { test } from '@playwright/test'
import { built } from './build'
import { ENGINES_OUT_DIR, FORM_ENDPOINT } from './engines/journeys'

test('builds the site with the form sending to its own endpoint', async () => {
  await built('.', {
    SITE_OUT_DIR: ENGINES_OUT_DIR,
    SITE_FORM_PROVIDER: 'own',
    SITE_FORM_ENDPOINT: FORM_ENDPOINT,
  })
})
