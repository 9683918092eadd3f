/**
 * Reads a content/ YAML file, checks it against its schema and turns each problem into a message
 * a writer can act on: `content/services.yaml:14 — item 3 ("KPO"), field "features": …`.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { isMap, isScalar, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml'
import { z } from 'zod'
import { collections, listKeys } from '#content/schemas'
import { nearest } from '#lib/writer-error'
import { otherLanguages, translatable, UNTRANSLATED } from './languages.ts'
import { brokenLink, brokenLinkMessage } from './routes.ts'

export class ContentError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number,
  ) {
    super(message)
    this.name = 'ContentError'
  }
}

/** Stops with "file:line — text". */
function fail(file: string, line: number, text: string): never {
  throw new ContentError(`${file}:${line} — ${text}`, file, line)
}

type Issue = z.core.$ZodIssue

/** What a value that is there (not missing, not empty) is, in a writer's words. */
const describe = (value: unknown): string => {
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  if (typeof value === 'string') return 'a single text'
  if (typeof value === 'number') return 'a number'
  if (typeof value === 'boolean') return 'true/false'
  return typeof value
}

const characters = (value: unknown) => {
  const count = String(value).length
  return `${count} character${count === 1 ? '' : 's'}`
}

/** What zod expected, in a writer's words, and how to write it. */
const expected: Record<string, [wanted: string, fix: string]> = {
  string: [
    'a text',
    'write the text after the colon on the same line (wrap it in quotes if it contains ": " or starts with a symbol)',
  ],
  array: ['a list', 'put each entry on its own line, indented, starting with "- "'],
  object: ['a group of fields', 'indent the fields that belong to it under this line'],
  number: ['a number', 'write a plain number without quotes'],
  int: ['a whole number', 'write a whole number without quotes'],
  boolean: ['true or false', 'write true or false'],
}

const valueAt = (data: unknown, keys: PropertyKey[]): unknown =>
  keys.reduce<unknown>(
    (current, key) =>
      current && typeof current === 'object'
        ? (current as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  )

/** "item 3 ("KPO"), field "features"" — where the problem is, in a writer's words. */
function whereIs(data: unknown, keys: PropertyKey[]): string {
  let item = data
  const parts = keys.map((key) => {
    item = valueAt(item, [key])
    if (typeof key !== 'number') return `field "${String(key)}"`
    const name =
      item && typeof item === 'object'
        ? Object.values(item).find((v) => typeof v === 'string')
        : undefined
    return `item ${key + 1}${typeof name === 'string' ? ` ("${name.slice(0, 40)}")` : ''}`
  })
  return parts.join(', ') || 'the file'
}

function explain(issue: Issue, data: unknown, schema: z.ZodType): string {
  const keys = issue.path
  const actual = valueAt(data, keys)
  const field = String(keys[keys.length - 1] ?? 'value')
  switch (issue.code) {
    case 'invalid_type': {
      const [wanted, fix] = expected[issue.expected] ?? [issue.expected, `write ${issue.expected}`]
      if (actual === undefined)
        return `this required field is missing. Fix: add a line \`${field}: ...\` with ${wanted}.`
      if (actual === null || (typeof actual === 'string' && actual.trim() === ''))
        return `this field is empty. Fix: write ${wanted} after \`${field}:\`.`
      return `this should be ${wanted}, but it is ${describe(actual)}. Fix: ${fix}.`
    }
    case 'too_small': {
      const minimum = String(issue.minimum)
      if (issue.origin === 'string' && (!actual || issue.minimum === 1))
        return `this field is empty. Fix: write some text after \`${field}:\`.`
      if (issue.origin === 'string')
        return `this text has ${characters(actual)}, and it needs ${issue.exact ? 'exactly' : 'at least'} ${minimum}. Fix: write ${issue.exact ? 'exactly' : 'at least'} ${minimum} characters after \`${field}:\`.`
      if (issue.origin === 'array')
        return `this list needs at least ${minimum} entr${issue.minimum === 1 ? 'y' : 'ies'}. Fix: add entries, each on its own line starting with "- ".`
      return `this number is too small (the smallest allowed is ${minimum}). Fix: write ${minimum} or more.`
    }
    case 'too_big': {
      const maximum = String(issue.maximum)
      if (issue.origin === 'string')
        return `this text has ${characters(actual)}, and it may have ${issue.exact ? 'only' : 'at most'} ${maximum}. Fix: write ${issue.exact ? 'exactly' : 'at most'} ${maximum} characters after \`${field}:\`.`
      if (issue.origin === 'array')
        return `this list has more than ${maximum} entries. Fix: remove entries until there are ${maximum}.`
      return `this number is too large (the largest allowed is ${maximum}). Fix: write ${maximum} or less.`
    }
    case 'unrecognized_keys': {
      const known = fieldsAt(schema, keys)
      return issue.keys
        .map((key) => {
          const guess = nearest(key, known)
          return `"${key}" is not a field this file uses. Fix: ${guess ? `did you mean "${guess}"? Rename it, or remove it.` : 'remove it or check its spelling.'}`
        })
        .join(' ')
    }
    case 'invalid_value':
      return `"${String(actual)}" is not allowed here. Fix: use one of: ${issue.values.map(String).join(', ')}.`
    case 'invalid_format':
      return `"${String(actual)}" is not a valid ${issue.format === 'email' ? 'email address' : issue.format === 'url' ? 'web address (it must start with https://)' : issue.format}. Fix: ${issue.format === 'regex' ? issue.message : 'correct it'}.`
    default:
      return `${issue.message}.`
  }
}

/** The field names the schema allows at a path (for "did you mean"). */
function fieldsAt(schema: z.ZodType, keys: PropertyKey[]): string[] {
  let current: unknown = schema
  for (const key of [...keys, undefined]) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodDefault)
      current = current.unwrap()
    if (key === undefined) break
    if (current instanceof z.ZodArray) current = current.element
    else if (current instanceof z.ZodObject && typeof key === 'string') current = current.shape[key]
    else return []
  }
  return current instanceof z.ZodObject ? Object.keys(current.shape) : []
}

function lineOf(doc: Document, counter: LineCounter, keys: PropertyKey[]) {
  // Walk down as far as the path exists; a missing field points at its parent.
  for (let depth = keys.length; depth >= 0; depth--) {
    const node = doc.getIn(keys.slice(0, depth) as (string | number)[], true) as Node | undefined
    if (node?.range) return counter.linePos(node.range[0]).line
  }
  return 1
}

/**
 * The schema of a content file: its own, or for a translation (ui.ta.yaml) its English file's
 * (ui.yaml). Throws a ContentError naming the fix for a file the site does not know.
 */
function schemaOf(name: string, file: string, root: string) {
  const known = collections[name as keyof typeof collections]
  if (known) return { schema: known, base: name }
  const [, stem, code] = /^(.+)\.([a-z]{2,3})\.yaml$/.exec(name) ?? []
  const base = `${stem}.yaml`
  const codes = otherLanguages(root)
  if (stem && code && base in collections) {
    if (UNTRANSLATED.includes(base))
      fail(
        file,
        1,
        `content/${base} holds settings, the same in every language: it has no translation. Fix: delete ${file}; a setting in a language's own words belongs in its entry under "languages" in content/site.yaml.`,
      )
    if (codes.includes(code)) return { schema: collections[base as keyof typeof collections], base }
    fail(
      file,
      1,
      `"${code}" is not one of the site's languages (${codes.length ? codes.join(', ') : 'only the first'}, in content/site.yaml). Fix: add it under "languages" in content/site.yaml, or rename this file to content/${stem}.<code>.yaml with one of them.`,
    )
  }
  fail(
    file,
    1,
    `this content file is not known to the site. Fix: rename it to one of ${Object.keys(collections).join(', ')} (or a translation of one, like ui.${codes[0] ?? 'ta'}.yaml), or ask a developer to add a schema for it in content/schemas.ts.`,
  )
}

/**
 * The translations the site's languages need and that are missing, one ContentError per language:
 * Tamil needs content/ui.ta.yaml beside content/ui.yaml, and so on (WRITING.md, "Languages").
 */
export function missingTranslations(root = process.cwd()): ContentError[] {
  return otherLanguages(root).flatMap((code) => {
    const missing = translatable
      .map((name) => `content/${name.replace(/\.yaml$/, `.${code}.yaml`)}`)
      .filter((file) => !existsSync(path.join(root, file)))
    if (!missing.length) return []
    const [first] = missing as [string]
    return [
      new ContentError(
        `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing: content/site.yaml lists the language "${code}", and every short text of the site needs its translation. Fix: copy each English file (${first.replace(`.${code}.yaml`, '.yaml')} to ${first}) and translate its texts (WRITING.md, "Languages"), or remove "${code}" from content/site.yaml.`,
        first,
        1,
      ),
    ]
  })
}

/** Parses and validates a content file; throws a ContentError a writer can act on. */
export function loadContent(absolutePath: string, source: string, root = process.cwd()): unknown {
  const file = path.relative(root, absolutePath).split(path.sep).join('/')
  const { schema, base } = schemaOf(path.basename(absolutePath), file, root)
  const counter = new LineCounter()
  const doc = parseDocument(source, { lineCounter: counter, prettyErrors: false })
  const syntax = doc.errors[0]
  if (syntax)
    fail(
      file,
      syntax.linePos?.[0].line ?? 1,
      `the YAML cannot be read (${syntax.message.split('\n')[0]}). Fix: check the indentation of this line and the one above, and wrap text that contains ": " or starts with a symbol in "double quotes".`,
    )
  const whole = valueOf(doc, counter, file)
  // A list file holds its list under one name (content/schemas.ts, listKeys).
  const key = listKeys[base]
  const data = key ? listIn(whole, key, file, doc, counter) : whole
  // The line of a path in `data`, which is under the list's name in the file.
  const lineAt = (keys: PropertyKey[]) => lineOf(doc, counter, key ? [key, ...keys] : keys)
  const result = schema.safeParse(data)
  if (result.success) {
    checkLinks(result.data, file, lineAt)
    return result.data
  }
  const { issues } = result.error
  const lines = issues.map((issue) => lineAt(issue.path))
  const messages = issues.map(
    (issue, i) =>
      `${file}:${lines[i]} — ${whereIs(data, issue.path)}: ${explain(issue, data, schema)}`,
  )
  throw new ContentError(messages.join('\n'), file, lines[0] ?? 1)
}

/**
 * The file's value. An alias (`*name`, repeating the part marked `&name`) that names no mark, or
 * that repeats so much the file would grow without bound, is refused by the YAML library only
 * here, not as a syntax error: the line is the first alias's.
 */
function valueOf(doc: Document, counter: LineCounter, file: string): unknown {
  try {
    return doc.toJS()
  } catch (error) {
    let line = 1
    visit(doc, {
      Alias(_, node) {
        if (node.range) line = counter.linePos(node.range[0]).line
        return visit.BREAK
      },
    })
    fail(
      file,
      line,
      `the YAML cannot be read (${(error as Error).message}). Fix: write the text out in full instead of the *name that repeats another part of the file (a value starting with * or & needs "double quotes").`,
    )
  }
}

/** The list of a list file: the value of its one top-level field. */
function listIn(whole: unknown, key: string, file: string, doc: Document, counter: LineCounter) {
  if (Array.isArray(whole) || !whole || typeof whole !== 'object')
    fail(
      file,
      1,
      `the entries of this file belong under one name. Fix: start the file with a line \`${key}:\` and indent the entries under it by two spaces.`,
    )
  const other = Object.keys(whole).find((k) => k !== key)
  if (other !== undefined) {
    const pair = isMap(doc.contents)
      ? doc.contents.items.find((item) => isScalar(item.key) && item.key.value === other)
      : undefined
    const range = isScalar(pair?.key) ? pair.key.range : undefined
    fail(
      file,
      range ? counter.linePos(range[0]).line : 1,
      `"${other}" is not a field this file uses. Fix: ${nearest(other, [key]) ? `did you mean "${key}"? Rename it.` : `put every entry under \`${key}:\`.`}`,
    )
  }
  if (!(key in whole))
    fail(
      file,
      1,
      `field "${key}": this required field is missing. Fix: start the file with a line \`${key}:\` and indent the entries under it by two spaces.`,
    )
  return (whole as Record<string, unknown>)[key]
}

/** Every `href` that points inside the site must reach a page that exists. */
function checkLinks(data: unknown, file: string, lineAt: (keys: PropertyKey[]) => number) {
  const visit = (value: unknown, keys: PropertyKey[]) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...keys, i]))
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'href' && typeof child === 'string') {
          const broken = brokenLink(child)
          if (broken)
            fail(
              file,
              lineAt([...keys, key]),
              `${whereIs(data, [...keys, key])}: ${brokenLinkMessage(child, broken, 'use one of {routes}, or "#" for a link with no page yet.')}`,
            )
        } else visit(child, [...keys, key])
      }
    }
  }
  visit(data, [])
}
