/**
 * Generated bad content (scripts/fuzz/content.ts), seeded: each case builds with data its schema
 * accepts or stops with "<file>:<line> — … Fix: …". `npm run fuzz` runs many more. The cases the
 * generator found, kept as they were found, come first.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ContentError, loadContent } from '../../tooling/content-loader.ts'
import { checkMdx, checkYaml, describeCase, mdxCase, yamlCase, type Case } from './content.ts'

/** The seed of `npm test`'s cases; `npm run fuzz -- --seed <n>` tries others. */
export const SEED = 48

const load = (file: string, source: string) => () =>
  loadContent(path.join(process.cwd(), file), source)

describe('generated bad content: the cases found, fixed', () => {
  it('an alias to no anchor is a writer error at its line, not a ReferenceError', () => {
    expect(load('content/faq.yaml', 'faq:\n  - question: Why?\n    answer: *reply\n')).toThrow(
      new ContentError(
        'content/faq.yaml:3 — the YAML cannot be read (Unresolved alias (the anchor must be set before the alias): reply). Fix: write the text out in full instead of the *name that repeats another part of the file (a value starting with * or & needs "double quotes").',
        'content/faq.yaml',
        3,
      ),
    )
  })

  it('aliases that repeat a list a thousand times are refused at their line (the file would grow without end)', () => {
    const bomb =
      'faq:\n  - question: &a [x, x, x, x, x, x, x, x, x, x]\n    answer: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n  - question: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n'
    expect(load('content/faq.yaml', bomb)).toThrow(
      /^content\/faq.yaml:3 — the YAML cannot be read \(Excessive alias count.*\)\. Fix: write the text out in full/,
    )
  })

  it.each([
    [
      'content/site.yaml',
      ['countryCode: IN', 'countryCode: IND'],
      'content/site.yaml:17 — field "address", field "countryCode": this text has 3 characters, and it may have only 2. Fix: write exactly 2 characters after `countryCode:`.',
    ],
    [
      'content/site.yaml',
      ['countryCode: IN', 'countryCode: I'],
      'content/site.yaml:17 — field "address", field "countryCode": this text has 1 character, and it needs exactly 2. Fix: write exactly 2 characters after `countryCode:`.',
    ],
    [
      'content/offices.yaml',
      ['longitude: 76.9558', 'longitude: 200'],
      'content/offices.yaml:6 — item 1 ("Coimbatore"), field "longitude": this number is too large (the largest allowed is 180). Fix: write 180 or less.',
    ],
    [
      'content/privacy.yaml',
      ['answerWithinDays: 30', 'answerWithinDays: 0'],
      'content/privacy.yaml:8 — field "answerWithinDays": this number is too small (the smallest allowed is 1). Fix: write 1 or more.',
    ],
  ])('%s: a value out of range says the range and the fix (%j)', (file, [from, to], message) => {
    const source = readSource(file).replace(from!, to!)
    expect(load(file, source)).toThrow(message)
  })
})

const readSource = (file: string) => readFileSync(file, 'utf8')

/** Runs `check` on `runs` generated cases; fast-check prints the seed and the shrunk case on failure. */
const property = (arbitrary: fc.Arbitrary<Case>, check: (c: Case) => Promise<string | undefined>) =>
  fc.asyncProperty(arbitrary, async (change) => {
    const problem = await check(change)
    if (problem) throw new Error(`${problem}\n  case: ${describeCase(change)}`)
  })

describe('generated bad content (seeded)', () => {
  it('content/*.yaml: every mutated file builds with good data or stops with a writer error', async () => {
    await fc.assert(property(yamlCase, checkYaml), { seed: SEED, numRuns: 800, timeout: 60_000 })
  }, 600_000)

  it('pages and entries (MDX): every mutated page builds with good front matter or stops with a writer error', async () => {
    await fc.assert(property(mdxCase, checkMdx), { seed: SEED, numRuns: 300, timeout: 60_000 })
  }, 600_000)
})
