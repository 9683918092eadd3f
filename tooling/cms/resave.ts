/**
 * Opens and saves a file as the browser editor does, in Node: Keystatic's own field parsers and
 * serialisers, and js-yaml (the editor's YAML writer). The glue mirrors Keystatic's parseEntry and
 * serializeEntryToFiles (@keystatic/core 0.6.9); tests/cms check the editor writes the same bytes.
 * Used by `npm run cms:normalise` (tooling/cms/normalise.ts) and the round-trip tests.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { dump, load } from 'js-yaml'
import type { EditorState } from 'prosemirror-state'
import { CATALOGUE_PAGE } from '../pages.ts'
import { pageSchema, schemaOf, type KeystaticApi } from './keystatic-config.ts'
import type { CmsSpec } from './spec.ts'

/** Keystatic's browser build: its Node build lacks the editor's MDX parser and serialiser. */
export async function loadKeystatic(): Promise<KeystaticApi> {
  const browser = (file: string) =>
    import(new URL(file, import.meta.resolve('@keystatic/core')).href)
  const [core, components] = await Promise.all([
    browser('keystatic-core.js'),
    browser('keystatic-core-content-components.js'),
  ])
  return { ...core, wrapper: components.wrapper, block: components.block } as KeystaticApi
}

type Field = {
  kind: string
  formKind?: string
  fields?: Record<string, Field>
  element?: Field
  parse: (value: unknown, args?: unknown) => unknown
  serialize: (value: unknown, args?: unknown) => { value?: unknown; content?: Uint8Array }
  serializeWithSlug?: (value: unknown) => { value: unknown; slug: string }
}

const stored = (value: unknown) => (value === null ? undefined : value)

function parseValue(field: Field, value: unknown): unknown {
  value = stored(value)
  if (field.kind === 'object') {
    const object = (value ?? {}) as Record<string, unknown>
    for (const key of Object.keys(object))
      if (!(key in field.fields!)) throw new Error(`Key on object value "${key}" is not allowed`)
    return Object.fromEntries(
      Object.entries(field.fields!).map(([key, f]) => [key, parseValue(f, object[key])]),
    )
  }
  if (field.kind === 'array') {
    if (value === undefined) return []
    if (!Array.isArray(value)) throw new Error('Must be an array')
    return value.map((item) => parseValue(field.element!, item))
  }
  return field.parse(value, undefined)
}

function serializeValue(field: Field, value: unknown): unknown {
  if (field.kind === 'object')
    return Object.fromEntries(
      Object.entries(field.fields!).map(([key, f]) => [
        key,
        serializeValue(f, (value as Record<string, unknown>)[key]),
      ]),
    )
  if (field.kind === 'array')
    return (value as unknown[]).map((item) => serializeValue(field.element!, item))
  return field.serialize(value).value
}

/** An object of fields (a content file, a page's settings) opened and saved in the editor. */
function resaveObject(fields: Record<string, unknown>, data: unknown) {
  const root = { kind: 'object', fields } as unknown as Field
  return serializeValue(root, parseValue(root, data)) as Record<string, unknown>
}

/**
 * The editor writes an edited paragraph on one line (its text box reads a line break as a space);
 * keeping every paragraph on one line means an edit changes just that line.
 */
function oneLinePerParagraph(state: EditorState): EditorState {
  const tr = state.tr
  state.doc.descendants((node, pos) => {
    if (!node.isText || !node.text?.includes('\n')) return
    const from = tr.mapping.map(pos)
    const to = tr.mapping.map(pos + node.nodeSize)
    tr.replaceWith(from, to, state.schema.text(node.text.replace(/\n/g, ' '), node.marks))
  })
  return state.apply(tr)
}

/** A page (pages/<slug>/+Page.mdx) opened and saved in the editor. */
function resavePage(
  k: KeystaticApi,
  spec: CmsSpec,
  slug: string,
  source: string,
  pages: CmsSpec['pages'][number],
): string {
  const schema = pageSchema(k, spec, pages) as unknown as Record<string, Field>
  const { title, content, ...settings } = schema
  const match = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/.exec(source)
  const { title: name, ...data } = (match ? load(match[1] ?? '') : {}) as Record<string, unknown>
  const out = {
    title: title!.serializeWithSlug!(title!.parse(stored(name), { slug })).value,
    ...resaveObject(settings, data),
  }
  const body = content!.parse(undefined, {
    content: new TextEncoder().encode(match ? source.slice(match[0].length) : source),
    other: new Map(),
    external: new Map(),
    slug,
  })
  const saved = content!.serialize(oneLinePerParagraph(body as EditorState), { slug }).content
  return `---\n${dump(out)}---\n${new TextDecoder().decode(saved)}`
}

/** Every file the editor opens: pages (by slug) and content files. */
export function editorFiles(root: string, spec: CmsSpec) {
  const pages = spec.pages.flatMap((p) => {
    // "pages/*/+Page": the folders of pages/, each with its +Page.mdx; "content/blog/*": the
    // .mdx files of a collection.
    const [dir = '', suffix = ''] = p.path.split('*')
    if (!existsSync(path.join(root, dir))) return []
    return readdirSync(path.join(root, dir))
      .filter((name) => suffix || name.endsWith('.mdx'))
      .map((name) => (suffix ? name : name.slice(0, -4)))
      .map((slug) => ({
        file: `${dir}${slug}${suffix}.mdx`,
        slug,
        kind: 'page' as const,
        pages: p,
      }))
      .filter(({ file }) => existsSync(path.join(root, file)) && file !== CATALOGUE_PAGE)
  })
  const content = spec.content.map((c) => ({
    file: `content/${c.file}`,
    kind: 'content' as const,
    fields: c.fields,
  }))
  return [...pages, ...content]
}

/** The file as the editor would save it without a change. */
export function resave(
  k: KeystaticApi,
  spec: CmsSpec,
  entry: ReturnType<typeof editorFiles>[number],
  source: string,
): string {
  return entry.kind === 'page'
    ? resavePage(k, spec, entry.slug, source, entry.pages)
    : dump(resaveObject(schemaOf(k, entry.fields), load(source)))
}
