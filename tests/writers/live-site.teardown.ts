/** The site built with the editor on (live-site.setup.ts), removed once the editor's tests are done. */
import { rmSync } from 'node:fs'
import { test } from '@playwright/test'
import { LIVE_SITE } from './live-editor.ts'

test('removes the site built with the editor on', () => {
  rmSync(LIVE_SITE, { recursive: true, force: true })
})
