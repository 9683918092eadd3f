/**
 * Generated bad input for every content file and the front matter of pages and entries (issue 48,
 * part 2): a real file of the project with one to three edits a writer (or a bad paste) could make,
 * given to the very plugins the build runs, tooling/content-plugin.ts for content/*.yaml and
 * tooling/mdx-plugin.ts for pages and collections' MDX, as `vite build` calls them (their
 * `transform`). Each case must either build, with data that passes the file's schema, or stop with
 * a writer's error: "<file>:<line> — … Fix: …" (the file the writer edited, and what to do). Anything
 * else (another error, a message without the file or fix, a case that never ends) is a crash.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import fc from 'fast-check'
import { collectionOf, COLLECTIONS, frontmatterSchema } from '#content/collections'
import { collections } from '#content/schemas'
import { contentPlugin } from '../../tooling/content-plugin.ts'
import { mdxPlugin } from '../../tooling/mdx-plugin.ts'

const root = process.cwd()
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** content/*.yaml, translations included. */
export const yamlFiles = readdirSync(path.join(root, 'content'))
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => `content/${name}`)
  .sort()

/** Every page's MDX (English and translations) and every collection entry. */
export const mdxFiles = [
  ...readdirSync(path.join(root, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => `pages/${name.split(path.sep).join('/')}`),
  ...Object.values(COLLECTIONS).flatMap(({ folder }) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => `${folder}/${name}`),
  ),
].sort()

const CONTROL = ['\u0000', '\u0007', '\u0008', '\u001b[31m', '\u007f', '\u0085', '\t', '\r']
const INVISIBLE = ['\u200b', '\u200d', '\u200e', '\u202e', '\u2028', '\u2060', '\ufeff', '\ud800']
const TAMIL = ['நாங்கள் யார்', 'தமிழ்: உரை', 'சேவைகள்', 'க்ஷ', '௧௨௩', 'ஸ்ரீ']
/** What a YAML value can turn into: other types, YAML's own syntax, text a parser trips on. */
const YAML_VALUES = [
  '',
  '~',
  'null',
  'true',
  'no',
  '0',
  '-1',
  '007',
  '1e999',
  '.inf',
  '-.nan',
  '0x1F',
  '2026-13-45',
  "'unclosed",
  '"unclosed',
  '"\\x"',
  '[',
  ']',
  '{',
  '}',
  '{a: 1}',
  '[1, [2, [3]]]',
  '- x',
  '&anchor x',
  '*anchor',
  '*undefined',
  '!!binary aGVsbG8=',
  '!!str 1',
  '!!int x',
  '!!float x',
  '!!set {a, b}',
  '!!omap [a: 1]',
  '!!timestamp 2026-01-01',
  '!custom x',
  '!<tag:yaml.org,2002:js/function> x',
  '<<: *anchor',
  '? complex',
  '? [a, b]\n: c',
  '|',
  '>-',
  '|9',
  '%YAML 1.1',
  '---',
  '...',
  '# a comment',
  '@at',
  '`tick',
  'a: b: c',
  'key:value',
  '__proto__: x',
  'constructor: x',
  'toString: {}',
  'https://evil.example/x',
  'javascript:alert(1)',
  '/no-such-page',
  '#',
  '"{branch}"',
  'hello@',
  '99:99',
  '"01"',
  '1800',
  '2101',
  '200',
  '-200',
  '91',
  '1.5',
  'I',
  'IND',
  'x'.repeat(300),
]
/** What MDX can turn into: tags, expressions, code, links, photos a page may not hold. */
const MDX_VALUES = [
  '{',
  '}',
  '{x}',
  '{process.env.HOME}',
  '{/* a note */}',
  '{/* unclosed',
  '<',
  '<>',
  '</>',
  '</Callout>',
  '<Callout>',
  '<Callout title="x">',
  '<Callout title="x" />',
  '<Unknown />',
  '<hero />',
  '<Hero title={1} />',
  '<Hero {...x} />',
  '<Hero image="https://evil.example/x.jpg" imageAlt="x" />',
  '<Hero image="content/images/none.jpg" />',
  '<Hero image="content/images/none.txt" imageAlt="x" />',
  '<div onClick="x">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="/nowhere">x</a>',
  '<img src="x.png" />',
  '<script>alert(1)</script>',
  '<iframe />',
  '<!-- an HTML comment -->',
  '<br>',
  '<p>unclosed',
  'import a from "b"',
  'export const x = 1',
  'export default 1',
  '[a link](/no-such-page)',
  '[a link](javascript:alert(1))',
  '[a link]( )',
  '[ref]: javascript:x',
  '![](x.png)',
  '![a photo](content/images/none.jpg)',
  '```',
  '```js\n{x}',
  '$$',
  '\\',
  '&',
  '&#0;',
  '&nbsp',
  '|a|b|\n|-|-|\n|{|}|',
  '> {quote}',
  '# ',
  '---',
  '***',
  '<details><summary>x</summary>',
]

const HUGE = [
  () => 'x'.repeat(200_000),
  () => 'நா'.repeat(50_000),
  () => '- a\n'.repeat(5_000),
  () => '['.repeat(5_000),
  () => '{'.repeat(5_000),
  () => '<Callout>'.repeat(2_000),
  () =>
    'a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
]

/** A piece of text to put somewhere: YAML or MDX syntax, Tamil, invisible and control characters, huge runs. */
const payload = (syntax: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...syntax, ...YAML_VALUES.slice(0, 12)) },
    { weight: 2, arbitrary: fc.constantFrom(...TAMIL) },
    { weight: 2, arbitrary: fc.constantFrom(...CONTROL, ...INVISIBLE) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    { weight: 1, arbitrary: fc.double().map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE).map((make) => make()) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.constantFrom(...syntax, ...TAMIL, ...CONTROL, ...INVISIBLE), {
          minLength: 2,
          maxLength: 4,
        })
        .map((parts) => parts.join('')),
    },
  )

/** One edit of a file's text, at a line (`at` modulo the file's lines). */
export type Edit =
  | { kind: 'value' | 'line' | 'insert' | 'chars'; at: number; text: string }
  | { kind: 'unknownKey'; at: number; key: string; text: string }
  | { kind: 'delete' | 'duplicate' | 'swap' | 'truncate'; at: number }
  | { kind: 'indent'; at: number; by: number }

const edit = (syntax: string[]): fc.Arbitrary<Edit> => {
  const at = fc.nat()
  const text = payload(syntax)
  return fc.oneof(
    fc.record({ kind: fc.constantFrom('value', 'line', 'insert', 'chars'), at, text }),
    fc.record({
      kind: fc.constant('unknownKey'),
      at,
      key: fc.constantFrom('titel', 'extra', '__proto__', 'constructor', 'title', 'நிலை', '"a b"'),
      text,
    }),
    fc.record({ kind: fc.constantFrom('delete', 'duplicate', 'swap', 'truncate'), at }),
    fc.record({ kind: fc.constant('indent'), at, by: fc.integer({ min: -4, max: 4 }) }),
  ) as fc.Arbitrary<Edit>
}

const KEY = /^\s*(- )?[^:\s#][^:]*:(?= |$)/

/** The file's text after one edit. */
export function applyEdit(source: string, change: Edit): string {
  const lines = source.split('\n')
  // A value's edit is at a line with a key (`name: value`, `- name: value`).
  const keyed = lines.flatMap((line, i) => (KEY.test(line) ? [i] : []))
  const i =
    change.kind === 'value' && keyed.length
      ? keyed[change.at % keyed.length]!
      : change.at % lines.length
  const line = lines[i]!
  const indent = /^\s*/.exec(line)![0]
  switch (change.kind) {
    case 'value': {
      const key = KEY.exec(line)?.[0]
      lines[i] = key === undefined ? `${indent}${change.text}` : `${key} ${change.text}`
      break
    }
    case 'line':
      lines[i] = change.text
      break
    case 'insert':
      lines.splice(i, 0, `${indent}${change.text}`)
      break
    case 'chars': {
      const column = change.at % (line.length + 1)
      lines[i] = line.slice(0, column) + change.text + line.slice(column)
      break
    }
    case 'unknownKey':
      lines.splice(i, 0, `${indent.replace(/-/g, ' ')}${change.key}: ${change.text}`)
      break
    case 'delete':
      lines.splice(i, 1)
      break
    case 'duplicate':
      lines.splice(i, 0, line)
      break
    case 'swap':
      lines[i] = lines[(i + 1) % lines.length]!
      lines[(i + 1) % lines.length] = line
      break
    case 'truncate':
      return source.slice(0, change.at % (source.length + 1))
    case 'indent':
      lines[i] =
        change.by === 0
          ? `\t${line}`
          : change.by > 0
            ? ' '.repeat(change.by) + line
            : line.replace(new RegExp(`^ {0,${-change.by}}`), '')
  }
  return lines.join('\n')
}

export interface Case {
  file: string
  edits: Edit[]
}

const caseOf = (files: string[], syntax: string[]): fc.Arbitrary<Case> =>
  fc.record({
    file: fc.constantFrom(...files),
    edits: fc.array(edit(syntax), { minLength: 1, maxLength: 3 }),
  })

export const yamlCase = caseOf(yamlFiles, YAML_VALUES)
export const mdxCase = caseOf(mdxFiles, [...MDX_VALUES, ...YAML_VALUES.slice(0, 30)])

/** The case's text: the file as it is in the project, with the edits made in order. */
export const sourceOf = ({ file, edits }: Case) => edits.reduce(applyEdit, read(file))

/** A writer's message about `file`: every line "file:line — what. Fix: what to do" (or "file — …"). */
function writerMessage(file: string, message: unknown): string | undefined {
  if (typeof message !== 'string') return `the error has no message: ${String(message)}`
  const text = message.trim()
  const escaped = file.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  if (!new RegExp(`^${escaped}(:\\d+)? — `).test(text))
    return `the message does not start with "${file}:<line> — ": ${text.slice(0, 300)}`
  if (!/Fix\b/.test(text)) return `the message gives no fix: ${text.slice(0, 300)}`
  return undefined
}

/** What went wrong with a thrown value, or undefined for a writer's error about `file`. */
function thrownProblem(file: string, error: unknown): string | undefined {
  if (!(error instanceof Error) && !(error && typeof error === 'object' && 'message' in error))
    return `threw ${String(error)}, not an error`
  const problem = writerMessage(file, (error as { message: unknown }).message)
  if (!problem) return undefined
  const stack = error instanceof Error && error.name !== 'Error' ? ` (${error.name})` : ''
  return `${problem}${stack}`
}

const yamlPlugin = contentPlugin()
type Transform = (
  this: unknown,
  code: string,
  id: string,
) => Promise<{ code: string } | null> | { code: string } | null
/** What the build's content plugin does with the file: its JavaScript, or Vite's error. */
const transformYaml = (source: string, id: string) =>
  (yamlPlugin.transform as Transform).call(
    {
      // Vite's this.error throws what it is given, with the file and line (loc) it names.
      error: (error: { message: string; id: string; loc?: { line: number } }) => {
        throw error
      },
    },
    source,
    id,
  )

/** Undefined when the case builds with good data or stops with a writer's error; else what went wrong. */
export async function checkYaml(change: Case): Promise<string | undefined> {
  const source = sourceOf(change)
  const name = path.basename(change.file).replace(/\.[a-z]{2,3}\.yaml$/, '.yaml')
  let output
  try {
    output = await transformYaml(source, path.join(root, change.file))
  } catch (error) {
    return thrownProblem(change.file, error)
  }
  if (!output) return 'the content plugin left the file alone'
  const data: unknown = JSON.parse(output.code.replace(/^export default /, ''))
  const schema = collections[name as keyof typeof collections]
  const check = schema.safeParse(data)
  return check.success
    ? undefined
    : `built with data its schema refuses: ${check.error.issues[0]?.message} at ${check.error.issues[0]?.path.join('.')}`
}

const pagePlugin = mdxPlugin()
/** What the build's MDX plugin does with the file: its JavaScript, or the error it throws. */
const transformMdx = (source: string, id: string) =>
  (pagePlugin.transform as Transform).call({}, source, id)

/** The front matter the compiled page exports, as a value. */
function exportedFrontmatter(code: string): unknown {
  const literal = /export const frontmatter = (\{\}|\{\n[\s\S]*?\n\});\n/.exec(code)?.[1]
  return literal === undefined ? undefined : runInNewContext(`(${literal})`)
}

export async function checkMdx(change: Case): Promise<string | undefined> {
  const source = sourceOf(change)
  const id = path.join(root, change.file)
  let output
  try {
    output = await transformMdx(source, id)
  } catch (error) {
    return thrownProblem(change.file, error)
  }
  if (!output) return 'the MDX plugin left the file alone'
  const collection = collectionOf(id)
  const schema = collection ? COLLECTIONS[collection].schema : frontmatterSchema
  const check = schema.safeParse(exportedFrontmatter(output.code))
  return check.success
    ? undefined
    : `built with front matter its schema refuses: ${check.error.issues[0]?.message} at ${check.error.issues[0]?.path.join('.')}`
}

/** How a case reads in a report: the file and its edits, long texts shortened. */
export const describeCase = (change: Case) =>
  JSON.stringify(change, (_, value: unknown) =>
    typeof value === 'string' && value.length > 80
      ? `${value.slice(0, 40)}…(${value.length} characters)`
      : value,
  )
