/**
 * Describes the site to the browser editor from what the site already knows, so the two cannot
 * drift: the component map with each component's props and defaults (read as tooling/catalogue.ts
 * reads them), the content schemas and the front matter schema. A prop or schema the editor has no
 * field for stops with an error.
 */
import ts from 'typescript'
import { z } from 'zod'
import { collections, listKeys } from '#content/schemas'
import { componentSource, listedComponents, propsOf } from '../catalogue.ts'
import { COLLECTIONS, frontmatterSchema } from '#content/collections'
import { siteLanguages, translatable } from '../languages.ts'
import {
  humanise,
  type CmsSpec,
  type ComponentSpec,
  type FieldSpec,
  type StorageSpec,
} from './spec.ts'

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
  const common = { label: humanise(prop.name), description: prop.description || undefined }
  const fallback = defaults[prop.name]
  if (LITERAL_UNION.test(prop.type)) {
    const options = [...prop.type.matchAll(/'([^']*)'/g)].map((m) => m[1]!)
    return {
      kind: 'select',
      ...common,
      options,
      defaultValue: typeof fallback === 'string' ? fallback : options[0]!,
      omitDefault: typeof fallback === 'string',
    }
  }
  if (prop.type === 'string' && prop.name === 'image')
    return { kind: 'image', ...common, required: prop.required }
  if (prop.type === 'string') return { kind: 'text', ...common, required: prop.required }
  if (prop.type === 'number') return { kind: 'number', ...common }
  if (prop.type === 'boolean')
    return { kind: 'checkbox', ...common, defaultValue: fallback === true, omitDefault: true }
  throw new Error(
    `<${component}> ${prop.name}: the browser editor has no field for the type "${prop.type}". Fix: use text, a number, true/false or a list of words ('a' | 'b') for writers' props, or teach tooling/cms/describe.ts the new type.`,
  )
}

/** Every component in the map (but the build's own) as a Keystatic wrapper or block. */
export function describeComponents(root = process.cwd()): ComponentSpec[] {
  return listedComponents.map(([name, c]) => {
    const props = propsOf(name, root)
    const defaults = propDefaults(name, root)
    const fields = Object.fromEntries(
      props.filter((p) => p.name !== 'children').map((p) => [p.name, propField(name, p, defaults)]),
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

/** A check's settings (zod keeps them on `_zod.def`): the rule a regex or a length sets. */
type CheckDef = {
  check: string
  format?: string
  pattern?: RegExp
  minimum?: number
  error?: (issue: unknown) => string | undefined
}
const checksOf = (schema: z.ZodType) =>
  (schema.def.checks ?? []).map((c) => (c as unknown as { _zod: { def: CheckDef } })._zod.def)

/** One zod schema as an editor field. */
export function fromZod(schema: z.ZodType, label: string, where: string): FieldSpec {
  let current = schema
  let description = schema.description
  let fallback: unknown
  // Unwrap .optional() and .default(), keeping the outermost description.
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    if (current instanceof z.ZodDefault) fallback = current.def.defaultValue
    current = current.unwrap() as z.ZodType
    description ??= current.description
  }
  const required = current === schema
  // Optional, but written as the files spell it, empty or not (content/schemas.ts, optional).
  const kept = required || z.globalRegistry.get(schema)?.editorWrites === true
  const common = { label, description }
  // A writer's share image (content/collections.ts): an upload into content/images/.
  if (z.globalRegistry.get(current)?.editorField === 'shareImage')
    return { kind: 'image', ...common, required, share: true }
  if (current instanceof z.ZodString || current instanceof z.ZodStringFormat) {
    const length = current.minLength === current.maxLength ? current.minLength : null
    const regex = checksOf(current).find((c) => c.format === 'regex')
    const pattern =
      regex?.pattern ??
      (current.def as { pattern?: RegExp }).pattern ??
      (length !== null ? new RegExp(`^.{${length}}$`) : undefined)
    const message =
      regex?.error?.({}) ??
      (current.format === 'email'
        ? 'should be an email address, like hello@example.com'
        : current.format === 'url'
          ? 'should be a web address starting with https://'
          : length !== null
            ? `should be exactly ${length} characters`
            : 'does not follow the rule for this field')
    return {
      kind: 'text',
      ...common,
      required: required && ((current.minLength ?? 0) > 0 || pattern !== undefined),
      keepEmpty: kept,
      ...(pattern
        ? { pattern: { source: pattern.source, flags: pattern.flags, message: `This ${message}.` } }
        : {}),
      ...(['Description', 'Answer', 'Quote'].includes(label) ? { multiline: true } : {}),
    }
  }
  if (current instanceof z.ZodNumber)
    return {
      kind: (current.def as { format?: string }).format === 'safeint' ? 'integer' : 'number',
      ...common,
      ...(Number.isFinite(current.minValue) ? { min: current.minValue! } : {}),
      ...(Number.isFinite(current.maxValue) ? { max: current.maxValue! } : {}),
    }
  if (current instanceof z.ZodBoolean)
    return { kind: 'checkbox', ...common, defaultValue: fallback === true, omitDefault: !kept }
  if (current instanceof z.ZodEnum) {
    // An optional choice starts as none ("") and is left out of the file while it is; one the
    // editor writes starts as its default.
    const options = [...(kept ? [] : ['']), ...current.options.map(String)]
    const defaultValue = kept && typeof fallback === 'string' ? fallback : options[0]!
    return { kind: 'select', ...common, options, defaultValue, omitDefault: !kept }
  }
  if (current instanceof z.ZodArray) {
    const min = checksOf(current).find((c) => c.check === 'min_length')?.minimum
    return {
      kind: 'array',
      ...common,
      element: fromZod(current.element as z.ZodType, label, `${where}[]`),
      ...(min !== undefined ? { min } : {}),
    }
  }
  if (current instanceof z.ZodObject)
    return { kind: 'object', ...common, fields: fieldsOf(current, where) }
  throw new Error(
    `${where}: the browser editor has no field for a zod "${current.def.type}". Fix: teach tooling/cms/describe.ts this kind of field.`,
  )
}

function fieldsOf(schema: z.ZodObject, where: string): Record<string, FieldSpec> {
  return Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
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

export function describeSite(
  root = process.cwd(),
  storage: StorageSpec = { kind: 'local' },
): CmsSpec {
  const others = siteLanguages(root).slice(1)
  const content = Object.entries(collections).map(([file, schema]) => {
    const key = listKeys[file]
    const label = LABELS[file] ?? humanise(file)
    const fields = key
      ? { [key]: fromZod(schema, label, `content/${file}`) }
      : fieldsOf(schema as z.ZodObject, `content/${file}`)
    return { file, label, fields }
  })
  return {
    storage,
    components: describeComponents(root),
    frontMatter: fieldsOf(frontmatterSchema, 'front matter'),
    // pages/<address>/+Page.mdx (the 404 page is pages/_error/+Page.mdx).
    pages: [
      { key: 'pages', label: 'Pages', path: 'pages/*/+Page' },
      // content/blog/<address>.mdx and the like (content/collections.ts).
      ...Object.entries(COLLECTIONS).map(([key, c]) => ({
        key,
        label: c.label,
        path: `${c.folder}/*`,
        frontMatter: fieldsOf(c.schema, c.folder),
        route: c.route,
        addressHelp: `The file's name in ${c.folder}/, which is its address: "my-entry" publishes ${c.route}/my-entry. Lower-case letters, digits and dashes.`,
      })),
      // Each other language's pages: pages/<address>/<code>.mdx beside the page they translate.
      ...others.map((language) => ({
        key: `pages-${language.code}`,
        label: `Pages — ${language.name}`,
        path: `pages/*/${language.code}`,
        route: `/${language.code}`,
        language,
        addressHelp: `The folder of the page this translates, in pages/: "about" publishes /${language.code}/about, "index" the home page. The page must exist in the first language.`,
      })),
    ],
    content: [
      ...content,
      // Their short texts: content/<name>.<code>.yaml, the same fields as the English file's.
      ...others.flatMap((language) =>
        content
          .filter(({ file }) => translatable.includes(file))
          .map((spec) => ({
            ...spec,
            file: spec.file.replace(/\.yaml$/, `.${language.code}.yaml`),
            label: `${spec.label} — ${language.name}`,
            language,
          })),
      ),
    ],
  }
}
