// Every test that needs a browser, a build or a copy of the site, under @playwright/test in
// Debian's browsers: nothing is downloaded. Files run in parallel workers; each test opens its
// pages in browser contexts of its own, and each file serves the site on a port of its own
// (tests/e2e/harness.ts). The `alone` project, the tests whose result depends on a page's first
// moments (the web font) or on the machine's spare time (load), runs last with nothing beside it.
// docs/testing.md says why, and what each part costs.
import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, HEADLESS_SHELL } from './scripts/chromium.ts'

const ALONE = ['font.test.ts', 'fade.test.ts', 'budgets.test.ts', 'load.test.ts']
const EDITOR = ['editor-live.test.ts', 'editor-faults.test.ts']
const FORMS = 'form-*.test.ts'

export default defineConfig({
  testDir: 'tests',
  // No retry: a test that fails by chance is fixed, not hidden.
  retries: 0,
  forbidOnly: true,
  // Some tests check every page in one go, or build the site: minutes on a busy machine.
  timeout: 300_000,
  // One worker more than the cores: about a third of a browser test's time is waiting (a form's
  // fill time, a quiet window, a build's disk), which a third worker fills (docs/testing.md).
  workers: Number(process.env.TEST_WORKERS ?? availableParallelism() + 1),
  reporter: 'list',
  outputDir: '.test-results',
  use: { launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS } },
  // Playwright runs the projects in phases, each once the projects it waits for are done, and
  // hands a phase's files to the workers in this order: the long ones first.
  projects: [
    // The variant of the site that sends the form to its own endpoint, for the engines' journeys and
    // the request form's tests (dist is built before the run: its pages list the tests).
    { name: 'build', testMatch: 'build.setup.ts' },
    // The live site's editor: one copy of the site built with it on, for its two files, removed
    // after them (Playwright runs the teardown once every project that waits for it is done).
    {
      name: 'live-site',
      testDir: 'tests/writers',
      testMatch: 'live-site.setup.ts',
      teardown: 'live-site teardown',
    },
    { name: 'live-site teardown', testDir: 'tests/writers', testMatch: 'live-site.teardown.ts' },
    // The journeys in Chromium, Firefox ESR and WebKit, each step bounded as before. First: its three
    // files are long, and the short browser files fill the workers at the end. One at a time: a
    // journey mostly waits (its driver, the form's fill time), which the other files' work fills;
    // three side by side left a core idle.
    {
      name: 'engines',
      testDir: 'tests/engines',
      timeout: 40_000,
      workers: 1,
      dependencies: ['build'],
    },
    { name: 'editor', testDir: 'tests/writers', testMatch: EDITOR, dependencies: ['live-site'] },
    // Copies of the site with a writer's changes and mistakes. They need no build of ours, and wait
    // for the builds only to run beside the journeys, whose waiting their builds fill.
    {
      name: 'writers',
      testDir: 'tests/writers',
      testIgnore: EDITOR,
      dependencies: ['build', 'live-site'],
    },
    // The contact form's four providers, one at a time: each mostly waits (its build's disk, the
    // form's fill time, "Sending..."), and the four side by side left a core idle for 30 s.
    {
      name: 'forms',
      testDir: 'tests/e2e',
      testMatch: FORMS,
      workers: 1,
      dependencies: ['build'],
    },
    // The request form's tests read the engines' variant too.
    {
      name: 'browser',
      testDir: 'tests/e2e',
      testIgnore: [...ALONE, FORMS],
      dependencies: ['build'],
    },
    {
      name: 'alone',
      testDir: 'tests/e2e',
      testMatch: ALONE,
      workers: 1,
      dependencies: ['writers', 'editor', 'forms', 'browser', 'engines'],
    },
  ],
})
