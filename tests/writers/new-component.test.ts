/**
 * Adding a component is its folder and one line in components/mdx/index.ts
 * (README, "Adding a component"): a copy of the site gets a component that is
 * only HTML and one that acts (an island), a page uses both, and the build
 * shows them, with the island's code loaded only where it is used.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, HEADLESS_SHELL } from '../../scripts/chromium.ts'
import { copyProject } from '../../scripts/project-copy.ts'
import { build } from '../build'
import { pageFile, startServer } from '../../scripts/serve.ts'
import { recordProblems } from '../e2e/harness'

const FILES: Record<string, string> = {
  'components/Greeting/Greeting.tsx': `export interface GreetingProps {
  /** Who is greeted. */
  name: string
}

/** A line of welcome. */
export function Greeting({ name }: GreetingProps) {
  return <p>Welcome, {name}!</p>
}
`,
  'components/Greeting/index.ts': `export { Greeting } from './Greeting'\n`,
  'components/Counter/Counter.tsx': `import { Button } from '@mantine/core'
import { useState } from 'react'

export interface CounterProps {
  /** What the button counts. */
  label: string
}

/** A button that counts its taps. */
export function Counter({ label }: CounterProps) {
  const [count, setCount] = useState(0)
  return <Button onClick={() => setCount((c) => c + 1)}>{label}: {count}</Button>
}
`,
  'components/Counter/index.ts': `export { Counter } from './Counter'\n`,
  'pages/try/+Page.mdx': `---
title: Try
description: A page with the new components.
noindex: true
---

<PageHeader eyebrow="Try" title="New components">
Two components added by a developer.
</PageHeader>

<Greeting name="Asha" />

<Counter label="Taps" />
`,
}

/** The two lines a developer adds to the map. */
const MAP_LINES = `  Greeting: { summary: 'A line of welcome.', example: '<Greeting name="Asha" />' },
  Counter: { summary: 'A button that counts.', example: '<Counter label="Taps" />', island: 'view' },
`

let dir = ''
let url = ''
let close = () => {}
let browser: Browser | undefined
let output = ''

test.beforeAll(async () => {
  dir = copyProject(mkdtempSync(path.join(os.tmpdir(), 'site-component-')))
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  const map = path.join(dir, 'components/mdx/index.ts')
  writeFileSync(
    map,
    readFileSync(map, 'utf8').replace(
      'export const writerComponents = {\n',
      `export const writerComponents = {\n${MAP_LINES}`,
    ),
  )
  const result = await build(dir)
  output = result.output
  const status = result.status
  assert.equal(status, 0, output.slice(-3000))
  const server = await startServer({ outDir: path.join(dir, 'dist') })
  url = server.url
  close = server.close
  browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS })
})

test.afterAll(async () => {
  await browser?.close()
  close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** A built page's HTML, without the markers React puts between adjacent texts. */
const html = (route: string) =>
  readFileSync(path.join(dir, 'dist/client', pageFile(route)), 'utf8').replaceAll('<!-- -->', '')

test.describe('a new component is its folder and one line in the map', () => {
  test('shows on the page that uses it, and in the catalogue with its settings', () => {
    assert.match(html('/try'), /<p>Welcome, Asha!<\/p>/)
    assert.match(html('/try'), /data-island="Counter"[^>]*data-island-load="view"/)
    const catalogue = html('/components')
    for (const name of ['Greeting', 'Counter']) assert.ok(catalogue.includes(`&lt;${name}&gt;`))
    assert.match(catalogue, /Who is greeted\./)
  })

  test("loads the island's code only where it is used, and hydrates it so a tap counts", async () => {
    const page = await browser!.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname)
    })
    const problems = recordProblems(page)
    await page.goto(url + '/about', { waitUntil: 'networkidle' })
    const shared = [...scripts]
    await page.goto(url + '/try', { waitUntil: 'networkidle' })
    await page.waitForSelector('[data-island="Counter"][data-hydrated]')
    assert.ok(
      scripts.length > shared.length * 2,
      `the island's code loaded on /try (${scripts.join(', ')})`,
    )
    await page.getByRole('button', { name: 'Taps: 0' }).click()
    await page.getByRole('button', { name: 'Taps: 1' }).waitFor()
    assert.deepEqual(problems, [])
    await page.close()
  })
})
