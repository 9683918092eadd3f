/**
 * Describes the site to the browser editor from what the site already knows, so the two cannot
 * drift: the component map with each component's props and defaults (read as tooling/catalogue.ts
 * reads them), the content schemas and the front matter schema. A prop or schema the editor has no
 * field for stops with an error.
 */
import ts from 'typescript'
import type { z } from 'zod'
import { writerComponents } from '../../components/mdx/index.ts'
import { collections, listKeys } from '../../content/schemas.ts'
import { componentSource, propsOf } from '../catalogue.ts'
import { PHOTO_FOLDER } from '../photo-names.ts'
import { COLLECTIONS } from '../collections.ts'
import { frontmatterSchema } from '../remark-page-meta.ts'
import { humanise, type CmsSpec, type ComponentSpec, type FieldSpec } from './spec.ts'

/** Where uploaded photos are kept; a page names them by their path from the project root. */
export const IMAGE_DIRECTORY = PHOTO_FOLDER.replace(/\/$/, '')

/** The literal defaults of a component's destructured props: `tone = 'default'`. */
export function propDefaults(name: string, root = process.cwd()): Record<string, unknown> {
  const source = componentSource(name, root)
  if (!source) return {}
  const defaults: Record<string, unknown> = {}
  source.forEachChild((node) => {
    if (!ts.isFunctionDeclaration(node) || node.name?.text !== name) return
    const pattern = node.parameters[0]?.name
    if (!pattern || !ts.isObjectBindingPattern(pattern)) return
    for (const element of pattern.elements) {
      const init = element.initializer
      if (!init || !ts.isIdentifier(element.name)) continue
      if (ts.isStringLiteral(init)) defaults[element.name.text] = init.text
      else if (init.kind === ts.SyntaxKind.TrueKeyword) defaults[element.name.text] = true
      else if (init.kind === ts.SyntaxKind.FalseKeyword) defaults[element.name.text] = false
      else if (ts.isNumericLiteral(init)) defaults[element.name.text] = Number(init.text)
    }
  })
  return defaults
}

const LITERAL_UNION = /^\s*'[^']*'(\s*\|\s*'[^']*')*\s*$/

function propField(
  component: string,
  prop: { name: string; type: string; required: boolean; description: string },
  defaults: Record<string, unknown>,
): FieldSpec {
  const label = humanise(prop.name)
  const description = prop.description || undefined
  const common = description ? { label, description } : { label }
  if (LITERAL_UNION.test(prop.type)) {
    const options = [...prop.type.matchAll(/'([^']*)'/g)].map((m) => m[1]!)
    const fallback = defaults[prop.name]
    return {
      kind: 'select',
      ...common,
      options,
      defaultValue: typeof fallback === 'string' ? fallback : options[0]!,
      omitDefault: typeof fallback === 'string',
    }
  }
  if (prop.type === 'string' && prop.name === 'image') {
    return {
      kind: 'image',
      ...common,
      required: prop.required,
      directory: IMAGE_DIRECTORY,
    }
  }
  if (prop.type === 'string') return { kind: 'text', ...common, required: prop.required }
  if (prop.type === 'number') return { kind: 'number', ...common }
  if (prop.type === 'boolean') {
    const fallback = defaults[prop.name]
    return {
      kind: 'checkbox',
      ...common,
      defaultValue: fallback === true,
      omitDefault: true,
    }
  }
  throw new Error(
    `<${component}> ${prop.name}: the browser editor has no field for the type "${prop.type}". Fix: use text, a number, true/false or a list of words ('a' | 'b') for writers' props, or teach tooling/cms/describe.ts the new type.`,
  )
}

/** Every component in the map (but the build's own) as a Keystatic wrapper or block. */
export function describeComponents(root = process.cwd()): ComponentSpec[] {
  return Object.entries(writerComponents)
    .filter(([, c]) => !('internal' in c && c.internal))
    .map(([name, c]) => {
      const props = propsOf(name, root)
      const defaults = propDefaults(name, root)
      const fields = Object.fromEntries(
        props
          .filter((p) => p.name !== 'children')
          .map((p) => [p.name, propField(name, p, defaults)]),
      )
      return {
        name,
        label: humanise(name),
        description: c.summary,
        kind: props.some((p) => p.name === 'children') ? 'wrapper' : 'block',
        fields,
      }
    })
}

type Def = {
  type: string
  innerType?: z.ZodType
  defaultValue?: unknown
  checks?: { _zod: { def: CheckDef } }[]
  format?: string
  pattern?: RegExp
  entries?: Record<string, string>
  element?: z.ZodType
  shape?: Record<string, z.ZodType>
}
type CheckDef = {
  check: string
  format?: string
  pattern?: RegExp
  minimum?: number
  value?: number
  length?: number
  error?: (issue: unknown) => unknown
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** One zod schema as an editor field. */
export function fromZod(schema: z.ZodType, label: string, where: string): FieldSpec {
  let current = schema
  let description = schema.description
  let required = true
  let fallback: unknown
  // Unwrap .optional() and .default(), keeping the outermost description.
  for (;;) {
    const def = defOf(current)
    if (def.type === 'optional') required = false
    else if (def.type === 'default') {
      required = false
      fallback = def.defaultValue
    } else break
    current = def.innerType!
    description ??= current.description
  }
  const def = defOf(current)
  const common = description ? { label, description } : { label }
  const checks = (def.checks ?? []).map((c) => c._zod.def)
  switch (def.type) {
    case 'string': {
      const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0
      const length = checks.find((c) => c.check === 'length_equals')?.length
      const regex = checks.find((c) => c.check === 'string_format' && c.format === 'regex')
      const pattern =
        regex?.pattern ??
        def.pattern ??
        (length !== undefined ? new RegExp(`^.{${length}}$`) : undefined)
      const message =
        (regex?.error?.({}) as string | undefined) ??
        (def.format === 'email'
          ? 'should be an email address, like hello@example.com'
          : def.format === 'url'
            ? 'should be a web address starting with https://'
            : length !== undefined
              ? `should be exactly ${length} characters`
              : 'does not follow the rule for this field')
      return {
        kind: 'text',
        ...common,
        required: required && (min > 0 || pattern !== undefined),
        keepEmpty: required,
        ...(pattern
          ? {
              pattern: {
                source: pattern.source,
                flags: pattern.flags,
                message: `This ${message}.`,
              },
            }
          : {}),
        ...(label === 'Description' || label === 'Answer' || label === 'Quote'
          ? { multiline: true }
          : {}),
      }
    }
    case 'number': {
      const min = checks.find((c) => c.check === 'greater_than')?.value
      const max = checks.find((c) => c.check === 'less_than')?.value
      return {
        kind: def.format === 'safeint' ? 'integer' : 'number',
        ...common,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      }
    }
    case 'boolean':
      return {
        kind: 'checkbox',
        ...common,
        defaultValue: fallback === true,
        omitDefault: !required,
      }
    case 'enum': {
      const options = Object.values(def.entries!)
      return { kind: 'select', ...common, options, defaultValue: options[0]!, omitDefault: false }
    }
    case 'array': {
      const min = checks.find((c) => c.check === 'min_length')?.minimum
      return {
        kind: 'array',
        ...common,
        element: fromZod(def.element!, label, `${where}[]`),
        ...(min !== undefined ? { min } : {}),
      }
    }
    case 'object':
      return { kind: 'object', ...common, fields: fieldsOf(current, where) }
  }
  throw new Error(
    `${where}: the browser editor has no field for a zod "${def.type}". Fix: teach tooling/cms/describe.ts this kind of field.`,
  )
}

function fieldsOf(schema: z.ZodType, where: string): Record<string, FieldSpec> {
  const shape = defOf(schema).shape!
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      fromZod(field, humanise(key), `${where}.${key}`),
    ]),
  )
}

/** Content files whose name says less than it could. */
const LABELS: Record<string, string> = {
  'site.yaml': 'Site settings',
  'stats.yaml': 'Figures',
  'faq.yaml': 'FAQ',
  'ui.yaml': 'Small texts',
  'form.yaml': 'Contact form',
  'contact-info.yaml': 'Contact information',
}

export function describeSite(root = process.cwd()): CmsSpec {
  return {
    components: describeComponents(root),
    frontMatter: fieldsOf(frontmatterSchema, 'front matter'),
    // pages/<address>/+Page.mdx (the 404 page is pages/_error/+Page.mdx).
    pages: [
      { key: 'pages', label: 'Pages', path: 'pages/*/+Page' },
      // content/blog/<address>.mdx and the like (tooling/collections.ts).
      ...Object.entries(COLLECTIONS).map(([key, c]) => ({
        key,
        label: c.label,
        path: `${c.folder}/*`,
        frontMatter: fieldsOf(c.schema, c.folder),
        addressHelp: `The file's name in ${c.folder}/, which is its address: "my-entry" publishes ${c.route}/my-entry. Lower-case letters, digits and dashes.`,
      })),
    ],
    content: Object.entries(collections).map(([file, schema]) => {
      const key = (listKeys as Record<string, string>)[file]
      const label = LABELS[file] ?? humanise(file)
      const fields = key
        ? { [key]: fromZod(schema, label, `content/${file}`) }
        : fieldsOf(schema, `content/${file}`)
      return { file, label, fields }
    }),
  }
}
