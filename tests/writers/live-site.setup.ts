/**
 * The site built with the editor on, once for the editor's two test files (playwright.config.ts:
 * the `live-site` project, which the `editor` project waits for; tests/writers/live-editor.ts).
 */
import { test } from '@playwright/test'
import { buildLiveSite } from './live-editor.ts'

test('builds the site with the editor on', async () => {
  await buildLiveSite()
})
