/**
 * Keystatic's configuration from the site's description (tooling/cms/spec.ts). It runs in the
 * editor and in Node, so Keystatic's API is passed in (Node: loadKeystatic, tooling/cms/resave.ts).
 */
import type * as Core from '@keystatic/core'
import type * as ContentComponents from '@keystatic/core/content-components'
import { photoField } from './photo-field.ts'
import type { CmsSpec, FieldSpec, StorageSpec } from './spec.ts'

export type KeystaticApi = Pick<typeof Core, 'fields' | 'config' | 'collection' | 'singleton'> &
  Pick<typeof ContentComponents, 'wrapper' | 'block'>

type AnyField = ReturnType<typeof Core.fields.text> | Core.ComponentSchema

/** Leaves a setting out of the file when it holds the value the site uses anyway. */
function omitting<F extends { serialize: (value: never) => { value: unknown } }>(
  field: F,
  isDefault: (value: unknown) => boolean,
): F {
  return {
    ...field,
    serialize: (value: never) => (isDefault(value) ? { value: undefined } : field.serialize(value)),
  }
}

function toField(k: KeystaticApi, spec: FieldSpec): AnyField {
  const { fields } = k
  const base = { label: spec.label, description: spec.description }
  switch (spec.kind) {
    case 'text': {
      const { pattern } = spec
      const field = fields.text({
        ...base,
        multiline: spec.multiline ?? false,
        validation: {
          isRequired: spec.required,
          pattern: pattern && {
            regex: new RegExp(pattern.source, pattern.flags),
            message: pattern.message,
          },
        },
      })
      // Keystatic leaves an empty text out of the file; a field the file must hold is kept as "".
      return spec.keepEmpty ? { ...field, serialize: (value: string) => ({ value }) } : field
    }
    case 'image':
      // An uploaded photo (kept in the repository) or a stock photo address.
      return photoField(fields, { ...base, required: spec.required, share: spec.share })
    case 'select': {
      const field = fields.select({
        ...base,
        options: spec.options.map((value) => ({ label: value || '(none)', value })),
        defaultValue: spec.defaultValue,
      })
      return spec.omitDefault ? omitting(field, (v) => v === spec.defaultValue) : field
    }
    case 'checkbox': {
      const field = fields.checkbox({ ...base, defaultValue: spec.defaultValue })
      return spec.omitDefault ? omitting(field, (v) => v === spec.defaultValue) : field
    }
    case 'integer':
    case 'number':
      return fields[spec.kind]({
        ...base,
        validation: { isRequired: true, min: spec.min, max: spec.max },
      })
    case 'array': {
      const element = toField(k, spec.element) as Core.ComponentSchema
      const first = spec.element.kind === 'object' ? Object.keys(spec.element.fields)[0] : undefined
      return fields.array(element, {
        ...base,
        ...(spec.min ? { validation: { length: { min: spec.min } } } : {}),
        // An entry is listed by its first field: the question, the title, …
        itemLabel: (props) => {
          const preview = props as unknown as {
            fields?: Record<string, { value?: unknown }>
            value?: unknown
          }
          const shown = first ? preview.fields?.[first]?.value : preview.value
          return typeof shown === 'string' && shown ? shown : spec.element.label
        },
      })
    }
    case 'object':
      return fields.object(schemaOf(k, spec.fields), base)
  }
}

export const schemaOf = (k: KeystaticApi, specs: Record<string, FieldSpec>) =>
  Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, toField(k, spec) as Core.ComponentSchema]),
  )

/** The schema of a page: its settings (front matter), the file name as its address, the content. */
export function pageSchema(k: KeystaticApi, spec: CmsSpec, pages?: CmsSpec['pages'][number]) {
  const { title, ...rest } = pages?.frontMatter ?? spec.frontMatter
  return {
    title: k.fields.slug({
      name: {
        label: title?.label ?? 'Title',
        description: title?.description,
        validation: { isRequired: true },
      },
      slug: {
        label: 'Address',
        description:
          pages?.addressHelp ??
          'The page\'s folder in pages/, which is its address: "careers" publishes /careers, "index" is the home page. Lower-case letters, digits and dashes.',
      },
    }),
    ...schemaOf(k, rest),
    content: k.fields.mdx({
      label: 'Content',
      extension: 'mdx',
      // The MDX components writers may use, as Keystatic wrappers (prose inside) and blocks.
      components: Object.fromEntries(
        spec.components.map((c) => {
          const options = {
            label: c.label,
            description: c.description,
            schema: schemaOf(k, c.fields),
          }
          return [c.name, c.kind === 'wrapper' ? k.wrapper(options) : k.block(options)]
        }),
      ),
    }),
  }
}

/** A content file's singleton: faq.yaml is "faq", its Tamil translation faq.ta.yaml "faq-ta". */
const singletonKey = (c: Pick<CmsSpec['content'][number], 'file'>) =>
  c.file.replace(/\.ya?ml$/, '').replace('.', '-')

export function keystaticConfig(k: KeystaticApi, spec: CmsSpec): Core.Config {
  // previewUrl is no storage setting: each collection and singleton has the address of its preview
  // on a branch (with {slug}, {branch}).
  const { previewUrl, ...storage } = spec.storage as Exclude<StorageSpec, { kind: 'local' }>
  const preview = (path: string) =>
    previewUrl ? { previewUrl: previewUrl.replace(/\/$/, '') + path } : {}
  const config =
    storage.kind === 'cloud'
      ? { storage: { kind: 'cloud' }, cloud: { project: storage.project } }
      : { storage }
  const collections = Object.fromEntries(
    spec.pages.map((p) => [
      p.key,
      k.collection({
        label: p.label,
        path: p.path as `${string}/*/${string}`,
        slugField: 'title',
        entryLayout: 'content',
        format: { contentField: 'content' },
        schema: pageSchema(k, spec, p),
        // The home page's folder is "index": /index answers with the home page.
        ...preview(`${p.route ?? ''}/{slug}`),
      }),
    ]),
  )
  const singletons = Object.fromEntries(
    spec.content.map((c) => [
      singletonKey(c),
      k.singleton({
        label: c.label,
        path: `content/${c.file.replace(/\.ya?ml$/, '')}`,
        format: 'yaml',
        schema: schemaOf(k, c.fields),
        ...preview('/'),
      }),
    ]),
  )
  // The first language's pages and texts, then each other language's.
  const navigation: Record<string, string[]> = { Pages: [], Content: [] }
  for (const p of spec.pages) (navigation[p.language?.name ?? 'Pages'] ??= []).push(p.key)
  for (const c of spec.content)
    (navigation[c.language?.name ?? 'Content'] ??= []).push(singletonKey(c))
  return k.config({
    ...(config as Pick<Core.Config, 'storage'>),
    ui: { brand: { name: 'Website editor' }, navigation },
    collections,
    singletons,
  }) as unknown as Core.Config
}
