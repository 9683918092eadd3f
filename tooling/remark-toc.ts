/**
 * The sections of a page or an entry: each `##` and `###` heading of its prose gets a stable id
 * (its words: "What we collect, and why" is what-we-collect-and-why; the same words again get -2),
 * and the module exports the list as `toc` ([{ depth, id, text }]): the prose layout's "On this
 * page" (components/Prose) and each heading's anchor link (components/Prose/SectionHeading.tsx).
 */
import type { Program } from 'estree'
import { valueToEstree } from 'estree-util-value-to-estree'
import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { TocEntry } from '#lib/entries'
import { slug } from '#lib/slug'

export function remarkToc() {
  return (tree: Root) => {
    const toc: TocEntry[] = []
    const used = new Map<string, number>()
    for (const node of tree.children) {
      if (node.type !== 'heading' || (node.depth !== 2 && node.depth !== 3)) continue
      const text = toString(node)
      const base = slug(text) || 'section'
      const count = (used.get(base) ?? 0) + 1
      used.set(base, count)
      const id = count === 1 ? base : `${base}-${count}`
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
      toc.push({ depth: node.depth, id, text })
    }
    tree.children.push({
      type: 'mdxjsEsm',
      value: '',
      data: {
        // `export const toc = [...]`, as remark-mdx would parse it.
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              attributes: [],
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: { type: 'Identifier', name: 'toc' },
                    init: valueToEstree(toc),
                  },
                ],
              },
            },
          ],
        } as unknown as Program,
      },
    })
  }
}
