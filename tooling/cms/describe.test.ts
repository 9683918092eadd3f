import { describe, expect, it } from 'vitest'
import { writerComponents } from '#components/mdx'
import { collections, listKeys } from '#content/schemas'
import { propsOf } from '../catalogue.ts'
import { frontmatterSchema } from '#content/collections'
import { describeSite, fromZod } from './describe.ts'
import type { FieldSpec } from './spec.ts'
import { z } from 'zod'

const spec = describeSite()

/** Every key a zod schema names, as paths ("faq[].question"). */
function zodPaths(schema: z.ZodType, at = ''): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def
  if (def.type === 'optional' || def.type === 'default')
    return zodPaths(def.innerType as z.ZodType, at)
  if (def.type === 'array') return zodPaths(def.element as z.ZodType, `${at}[]`)
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
      `${at}.${key}`,
      ...zodPaths(field, `${at}.${key}`),
    ])
  return []
}
function specPaths(field: FieldSpec, at = ''): string[] {
  if (field.kind === 'array') return specPaths(field.element, `${at}[]`)
  if (field.kind === 'object')
    return Object.entries(field.fields).flatMap(([key, f]) => [
      `${at}.${key}`,
      ...specPaths(f, `${at}.${key}`),
    ])
  return []
}

describe("the editor's configuration is the site's own", () => {
  it('has every component of the MDX map (but the build’s own), with every prop', () => {
    const writers = Object.entries(writerComponents).filter(([, c]) => !('internal' in c))
    expect(spec.components.map((c) => c.name)).toEqual(writers.map(([name]) => name))
    for (const component of spec.components) {
      const props = propsOf(component.name).map((p) => p.name)
      expect(Object.keys(component.fields), component.name).toEqual(
        props.filter((p) => p !== 'children'),
      )
      expect(component.kind, component.name).toBe(props.includes('children') ? 'wrapper' : 'block')
    }
  })

  it('maps prose components to wrappers and the rest to blocks', () => {
    const kinds = Object.fromEntries(spec.components.map((c) => [c.name, c.kind]))
    for (const name of [
      'Hero',
      'PageHeader',
      'Section',
      'TextWithImage',
      'AboutBlock',
      'CtaBanner',
    ])
      expect(kinds[name], name).toBe('wrapper')
    for (const name of ['ServicesGrid', 'FAQ', 'ContactPanel', 'ValuesGrid'])
      expect(kinds[name], name).toBe('block')
  })

  it('has every content file and every field of its schema', () => {
    expect(spec.content.filter((c) => !c.language).map((c) => c.file)).toEqual(
      Object.keys(collections),
    )
    for (const [file, schema] of Object.entries(collections)) {
      const content = spec.content.find((c) => c.file === file)!
      const key = listKeys[file]
      const root: FieldSpec = { kind: 'object', label: file, fields: content.fields }
      const expected = key ? [`.${key}`, ...zodPaths(schema, `.${key}`)] : zodPaths(schema)
      expect(specPaths(root), file).toEqual(expected)
    }
  })

  it('shows each other language: its pages and a translation of every content file but the settings', () => {
    const tamil = { code: 'ta', name: 'தமிழ்' }
    expect(spec.pages.find((p) => p.language?.code === 'ta')).toMatchObject({
      path: 'pages/*/ta',
      route: '/ta',
      language: tamil,
    })
    const translations = spec.content.filter((c) => c.language?.code === 'ta')
    expect(translations.map((c) => c.file)).toEqual(
      Object.keys(collections)
        .filter((file) => file !== 'site.yaml')
        .map((file) => file.replace('.yaml', '.ta.yaml')),
    )
    for (const translation of translations) {
      const english = spec.content.find((c) => c.file === translation.file.replace('.ta', ''))!
      expect(translation.fields, translation.file).toEqual(english.fields)
      expect(translation.label).toBe(`${english.label} — தமிழ்`)
    }
  })

  it("keeps a post's tags, a list of texts: each becomes a tag page (/blog/tag/erp)", () => {
    const blog = spec.pages.find((p) => p.key === 'blog')!
    expect(blog.frontMatter!.tags).toMatchObject({
      kind: 'array',
      element: { kind: 'text' },
      description: expect.stringContaining('/blog/tag/erp'),
    })
  })

  it('gives a page and every entry a share image field: an upload, optional, no stock address', () => {
    const share = { kind: 'image', label: 'Share image', required: false, share: true }
    expect(spec.frontMatter.shareImage).toMatchObject(share)
    for (const key of ['blog', 'case-studies', 'jobs'])
      expect(spec.pages.find((p) => p.key === key)!.frontMatter!.shareImage, key).toMatchObject(
        share,
      )
  })

  it("has a page's settings from the front matter schema", () => {
    expect(Object.keys(spec.frontMatter)).toEqual(Object.keys(frontmatterSchema.shape))
  })

  it('carries the rules and descriptions of the schemas', () => {
    const steps = spec.content.find((c) => c.file === 'steps.yaml')!.fields.steps!
    expect(
      steps.kind === 'array' && steps.element.kind === 'object' && steps.element.fields.step,
    ).toMatchObject({
      kind: 'text',
      required: true,
      description: 'Two digits, like "01".',
      pattern: { source: '^\\d{2}$', message: 'This should be two digits, like "01".' },
    })
    const services = spec.content.find((c) => c.file === 'services.yaml')!.fields.services!
    expect(services).toMatchObject({ kind: 'array', min: 1 })
    expect(
      services.kind === 'array' &&
        services.element.kind === 'object' &&
        services.element.fields.icon,
    ).toMatchObject({
      kind: 'select',
      options: ['erp', 'receptionist', 'kpo', 'bpo', 'chat', 'voice', 'consulting'],
    })
    // Optional in the file (the docs say so), but written by the editor as the files spell it.
    const site = spec.content.find((c) => c.file === 'site.yaml')!.fields
    expect(site.editor).toMatchObject({
      kind: 'object',
      fields: {
        repo: { kind: 'text', required: false, keepEmpty: true },
        previewUrl: { kind: 'text', required: false, keepEmpty: true },
      },
    })
    const section = spec.components.find((c) => c.name === 'Section')!
    expect(section.fields.tone).toMatchObject({
      kind: 'select',
      defaultValue: 'default',
      omitDefault: true,
    })
  })

  it('stops at a field it cannot show, naming it', () => {
    expect(() => fromZod(z.date(), 'When', 'content/x.yaml.when')).toThrow(
      'content/x.yaml.when: the browser editor has no field for a zod "date"',
    )
  })
})
