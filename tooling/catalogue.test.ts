import { describe, expect, it } from 'vitest'
import { writerComponents } from '#components/mdx'
import { catalogueMdx, propsOf } from './catalogue'

describe('component catalogue', () => {
  it("reads a component's props and their comments from its code", () => {
    const props = propsOf('Hero')
    expect(props.map((p) => p.name)).toEqual([
      'eyebrow',
      'title',
      'primaryLabel',
      'primaryHref',
      'secondaryLabel',
      'secondaryHref',
      'secondaryHint',
      'image',
      'imageAlt',
      'children',
    ])
    expect(props.find((p) => p.name === 'title')).toEqual({
      name: 'title',
      type: 'string',
      required: true,
      description: "The page's main heading.",
    })
    expect(props.find((p) => p.name === 'eyebrow')?.required).toBe(false)
  })

  it('lists every component a writer may use, with its snippet, and none of the internal ones', () => {
    const mdx = catalogueMdx()
    for (const [name, component] of Object.entries(writerComponents)) {
      const listed = mdx.includes(`<CatalogueEntry name="${name}"`)
      expect(listed, name).toBe(!('internal' in component && component.internal))
    }
    expect(mdx).toMatch(/^---\ntitle: Component catalogue\n[\s\S]*noindex: true\n---/)
  })
})
