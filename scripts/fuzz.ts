/**
 * `npm run fuzz`: the generated bad input of scripts/fuzz/ (issue 48), many more cases than
 * `npm test` runs, printing per surface the cases tried, the crashes (cases that broke a rule,
 * each printed with the seed that finds it again) and the time. Every case runs, a crash does not
 * stop the run. `npm run fuzz -- --scale 0.1` runs a tenth, `--seed 7` other cases,
 * `--only preview` one surface. Exits 1 on a crash.
 */
import { parseArgs } from 'node:util'
import fc from 'fast-check'
import { checkMdx, checkYaml, describeCase, mdxCase, yamlCase } from './fuzz/content.ts'
import {
  askArbitrary,
  checkAsk,
  describeAsk,
  GitHubRoute,
  startNodeAdapter,
  startWorkerAdapter,
  type Adapter,
} from './fuzz/editor-api.ts'
import { checkRaw, describeRaw, rawRequest, startPreview } from './fuzz/preview.ts'

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '2026' },
    only: { type: 'string' },
  },
})
const scale = Number(values.scale)
const seed = Number(values.seed)

interface Surface<T> {
  name: string
  runs: number
  arbitrary: fc.Arbitrary<T>
  check: (value: T) => Promise<string | undefined>
  describe: (value: T) => string
  start?: () => Promise<() => Promise<void> | void>
}

const surfaces: Surface<never>[] = []
const add = <T>(surface: Surface<T>) => surfaces.push(surface as unknown as Surface<never>)

add({
  name: 'content files (content/*.yaml)',
  runs: 10_000,
  arbitrary: yamlCase,
  check: checkYaml,
  describe: describeCase,
})
add({
  name: 'pages and entries (MDX, front matter)',
  runs: 3_000,
  arbitrary: mdxCase,
  check: checkMdx,
  describe: describeCase,
})
let route: GitHubRoute | undefined
for (const [name, start, runs] of [
  ['node', startNodeAdapter, 5_000],
  ['worker', startWorkerAdapter, 2_000],
] as const) {
  let adapter: Adapter
  add({
    name: `editor API on ${name === 'node' ? 'Node (functions/node.ts)' : 'Cloudflare (Miniflare)'}`,
    runs,
    arbitrary: askArbitrary(name),
    check: (ask) => checkAsk(adapter, route!, ask),
    describe: describeAsk,
    start: async () => {
      route ??= await GitHubRoute.start()
      adapter = await start(route)
      return () => adapter.stop()
    },
  })
}
let preview: Awaited<ReturnType<typeof startPreview>>
add({
  name: 'preview server (raw TCP)',
  runs: 10_000,
  arbitrary: rawRequest,
  check: (raw) => checkRaw(preview, raw),
  describe: describeRaw,
  start: async () => {
    preview = await startPreview()
    return () => preview.stop()
  },
})

// The editor's API logs each failure it answers; thousands of them here.
console.error = () => {}
const rows: string[][] = []
let crashes = 0
for (const surface of surfaces) {
  if (values.only && !surface.name.toLowerCase().includes(values.only.toLowerCase())) continue
  const runs = Math.max(1, Math.round(surface.runs * scale))
  const stop = await surface.start?.()
  const found: string[] = []
  let tried = 0
  const started = performance.now()
  // Every case runs: a crash is noted (with the seed and path that find it again), not shrunk.
  await fc.assert(
    fc.asyncProperty(surface.arbitrary, async (value) => {
      tried++
      const problem = await surface.check(value)
      if (problem) found.push(`${problem}\n    case: ${surface.describe(value)}`)
    }),
    { seed, numRuns: runs, timeout: 60_000 },
  )
  const seconds = (performance.now() - started) / 1000
  await stop?.()
  crashes += found.length
  rows.push([surface.name, String(tried), String(found.length), `${seconds.toFixed(1)} s`])
  console.log(`${surface.name}: ${tried} cases, ${found.length} crashes, ${seconds.toFixed(1)} s`)
  for (const problem of found.slice(0, 10)) console.log(`  - ${problem}`)
}
route?.close()

console.log(`\nSeed ${seed}, node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`)
console.log('| Surface | Cases | Crashes | Time |\n| --- | --: | --: | --: |')
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
process.exit(crashes ? 1 : 0)
