import { evaluate } from '@mdx-js/mdx'
import * as runtime from 'react/jsx-runtime'
import { describe, expect, it } from 'vitest'
import { render, screen } from '../../test-utils/render'
import { loadComponents } from './loadComponents'
import { MdxContent } from './MdxContent'
import { componentMarkers, componentsIn, htmlOnlyIn, toTree, type MdxNode } from './tree'

/** A page's MDX as +data.ts gives it to the browser: its elements as data. */
async function pageTree(source: string) {
  const { default: MDXContent } = await evaluate(source, { ...runtime })
  const tree = toTree(MDXContent({ components: componentMarkers(['Section', 'CtaBanner']) }))
  // Through JSON, as it travels in the page's HTML and pageContext.json.
  return JSON.parse(JSON.stringify(tree)) as ReturnType<typeof toTree>
}

describe('MdxContent', () => {
  it('writes a page as data: prose as elements, components by name', async () => {
    const tree = await pageTree(
      '<Section title="Our Values">\n\nWe **listen** first. [Contact](/contact)\n\n</Section>',
    )
    expect(tree).toEqual([
      [
        'Section',
        { title: 'Our Values' },
        [
          'p',
          null,
          'We ',
          ['strong', null, 'listen'],
          ' first. ',
          ['a', { href: '/contact' }, 'Contact'],
        ],
      ],
    ])
    expect(componentsIn(tree)).toEqual(['Section'])
  })

  it('draws the page with its components once their code is here', async () => {
    const tree = await pageTree(
      '# Hello\n\n<Section title="Our Values" id="values">\n\nWe listen first.\n\n</Section>\n\n<CtaBanner title="Ready?" primaryLabel="Contact Us Today" primaryHref="/contact">\nOne sentence.\n</CtaBanner>',
    )
    // (Waiting for code while drawing is tested in the browser: tests/e2e.)
    await loadComponents(componentsIn(tree))
    render(<MdxContent tree={tree} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Hello' })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Our Values' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('We listen first.')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Contact Us Today/ })).toHaveAttribute(
      'href',
      '/contact',
    )
  }, 20_000)

  it('gives a component every setting, one called `name` too', async () => {
    const tree: MdxNode[] = [
      ['CatalogueEntry', { name: 'StatsBlock', summary: 'The figures.', props: [], code: '' }],
    ]
    await loadComponents(componentsIn(tree))
    render(<MdxContent tree={tree} />)
    expect(await screen.findByRole('heading', { name: '<StatsBlock>' })).toBeInTheDocument()
  })

  it('lets a component wait for its code only if it, and all inside it, is only HTML', () => {
    const tree: MdxNode[] = [
      ['Section', null, ['FAQ', null]],
      ['Section', null, ['p', null, 'Find us'], ['OfficeMap', null]],
      ['PageHeader', null, ['p', null, ['Hero', null]]],
    ]
    const htmlOnly = (name: string) => name !== 'OfficeMap'
    // One Section holds the map, so both hydrate with the page.
    expect(htmlOnlyIn(tree, htmlOnly)).toEqual(['FAQ', 'Hero', 'PageHeader'])
    expect(htmlOnlyIn(tree, () => true)).toEqual([
      'FAQ',
      'Hero',
      'OfficeMap',
      'PageHeader',
      'Section',
    ])
  })
})
