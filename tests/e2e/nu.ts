/**
 * The W3C's Nu Html Checker (npm's vnu-jar, on the system's Java: Debian's default-jre-headless in
 * .ci/run), and what its tests let through (nu.test.ts: the build; tests/writers/cms.test.ts: the
 * editor's page). No error passes; a warning passes only if it is listed below with its reason;
 * the checker's "info" notes (React's `<br/>`, which is valid HTML) are not warnings. It checks the
 * CSS inside pages too (<style> and style attributes), and stylesheets with --also-check-css.
 *
 * Its CSS validator is older than some CSS the site ships on purpose: each such feature is listed
 * below, with where it is specified and which browsers use it, and its messages are recognised by
 * a narrow rule (the message, and where needed the source it points at). A real mistake still
 * fails: tests/e2e/nu-fixture.css holds some, checked with the site's files (nu.test.ts).
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { relative } from 'node:path'
import { promisify } from 'node:util'

const JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
const JAVA = process.env.JAVA ?? 'java'

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  lastLine?: number
  lastColumn?: number
}

/** A message the tests let through: what it is, why, and how it is recognised. */
interface Allowed {
  name: string
  why: string
  message: RegExp
  /** Only in a file whose path matches. */
  file?: RegExp
  /** The source just before the place the checker names (the end of a declaration or selector). */
  before?: RegExp
}

/**
 * CSS the checker's validator (vnu-jar 26.9.27) does not know yet: each is in a specification
 * browsers ship, and each is a progressive enhancement here (a browser without it ignores it).
 */
export const CSS_THE_CHECKER_DOES_NOT_KNOW: Allowed[] = [
  {
    name: 'View transitions',
    why: 'CSS View Transitions 1 and 2 (Chromium, Safari 18): the page fade, styles/global.css',
    message:
      /^CSS: (“view-transition-name”: Property “view-transition-name” doesn't exist\.|Unrecognized at-rule “@view-transition”)$/,
  },
  {
    name: 'View transition pseudo-elements',
    why: '::view-transition-group(), -old(), -new(): the validator cannot parse them ("Parse Error" at the selector)',
    message: /^CSS: Parse Error\.$/,
    before: /::view-transition-(group|image-pair|old|new)\([\w*-]+\)$/,
  },
  {
    name: '@property',
    why: 'CSS Properties and Values API 1 (every engine since 2024): the prose measure, components/Prose',
    message: /^CSS: Unrecognized at-rule “@property”$/,
  },
  {
    name: 'interpolate-size and transition-behavior: allow-discrete',
    why: 'CSS Values 5 and CSS Transitions 2 (Chromium; others open at once): the FAQ answer sliding open',
    message:
      /^CSS: (“interpolate-size”: Property “interpolate-size” doesn't exist|“transition”: “allow-discrete” is not a “transition” value)\.$/,
  },
  {
    name: 'text-box-trim and text-box-edge',
    why: "CSS Inline 3 (Chromium, Safari 18.2): Mantine's button labels and ours, centred on their letters",
    message: /^CSS: “text-box-(trim|edge)”: Property “text-box-(trim|edge)” doesn't exist\.$/,
  },
  {
    name: 'var() inside calc(), min(), max(), clamp()',
    why: "the validator cannot know a custom property's type, so it calls the sum's types incompatible",
    message:
      /^CSS: “[\w-]+”: (The types are incompatible|Invalid type: “[^”]*var\(--[\w-]+\)[^”]*”)\.$/,
    // The place is the declaration's end, or (a track list) the end of the value's words.
    before: /:[^;{}]*\b(calc|min|max|clamp)\([^;{}]*var\(--[^;{}]*\)( [\w-]+)*$/,
  },
]

/** HTML warnings that stay, each with its reason. */
export const WARNINGS: Allowed[] = [
  {
    name: "The catalogue's live examples of <Hero> and <PageHeader>",
    why: "the catalogue (/components: noindex, for writers) shows each component as a page has it, and these two hold a page's <h1>; HTML's headingoffset on the examples did not silence it, and made the checker count the other examples' <h2> and <h3> as skipped levels (errors)",
    message: /^Consider using the “h1” element as a top-level heading only/,
    file: /\/components\.html$/,
  },
]

export const ALLOWED = [...CSS_THE_CHECKER_DOES_NOT_KNOW, ...WARNINGS]

/** Runs the checker once over `files` (HTML, and CSS by extension); its messages, and the time. */
export async function runNu(files: string[]) {
  const start = performance.now()
  const { stdout } = await promisify(execFile)(
    JAVA,
    [
      '-jar',
      JAR,
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      '--also-check-css',
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT'
      ? new Error(
          `No Java to run the Nu checker (${JAVA}): install Debian's default-jre-headless (.ci/run does), or set JAVA`,
        )
      : error
  })
  return {
    messages: (JSON.parse(stdout) as { messages: NuMessage[] }).messages,
    seconds: (performance.now() - start) / 1000,
  }
}

/** The file a message is about. */
export const fileOf = (message: NuMessage) => (message.url ? new URL(message.url).pathname : '')

/** The source just before the checker's place (its line and column, both counted from 1). */
const sourceBefore = (file: string, line?: number, column?: number) => {
  if (!file || line === undefined || !column) return ''
  // CSS in a page's <style> (its first screen's rules: tooling/page-css.ts) comes as line 0, its
  // column counted on the page's first line: the built pages are one line.
  return (readFileSync(file, 'utf8').split('\n')[Math.max(line, 1) - 1] ?? '').slice(0, column)
}

/** Which listed exception lets this message through, if any. */
export const allowedBy = (message: NuMessage): Allowed | undefined =>
  message.type === 'non-document-error'
    ? undefined
    : ALLOWED.find(
        (allowed) =>
          allowed.message.test(message.message) &&
          (!allowed.file || allowed.file.test(fileOf(message))) &&
          (!allowed.before ||
            allowed.before.test(
              sourceBefore(fileOf(message), message.lastLine, message.lastColumn),
            )),
      )

/** An error, a warning or a failure to read a file: what fails unless listed. */
export const counts = (message: NuMessage) =>
  message.type !== 'info' || message.subType === 'warning'

/** What fails: every error and warning no listed exception lets through, one a line. */
export const failing = (messages: NuMessage[]) =>
  messages.filter((m) => counts(m) && !allowedBy(m)).map(describeMessage)

export const describeMessage = (message: NuMessage) =>
  `${relative(process.cwd(), fileOf(message))}:${message.lastLine ?? 0}:${message.lastColumn ?? 0} ${message.type}${message.subType ? `/${message.subType}` : ''}: ${message.message}`
