/**
 * The sections of a page or an entry: each `##` and `###` heading of its prose gets a stable id
 * (its words: "What we collect, and why" is what-we-collect-and-why; the same words again get -2),
 * and the module exports the list as `toc` ([{ depth, id, text }]): the prose layout's "On this
 * page" (components/Prose) and each heading's anchor link (components/Prose/SectionHeading.tsx).
 */
import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { Processor } from 'unified'
import type { TocEntry } from '#lib/entries'
import { slug } from '#lib/slug'

export function remarkToc(this: Processor) {
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
    // `export const toc = [...]`, parsed by this processor's own MDX parser (remark-mdx).
    const esm = this.parse(`export const toc = ${JSON.stringify(toc)}`) as Root
    tree.children.push(...esm.children)
  }
}
