/**
 * Checks a page as an editor would: every <Name> is in the component map (components/mdx/index.ts,
 * as pages never import), internal links reach a page, photos are ones the site can show and images
 * have alt text. A mistake stops the build with the file, line and fix.
 */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { writerComponents } from '#components/mdx'
import { photoProblem } from '#lib/photo-check'
import { listedComponents } from './catalogue.ts'
import { brokenLink, brokenLinkMessage } from './routes.ts'
import { nearest, writerError } from '#lib/writer-error'

/** A node of a page's syntax tree, as the checks here and in remark-content-only.ts read it. */
export type Attribute = {
  type: string
  name?: string
  value?: unknown
  position?: { start: { line: number } }
}
export type Node = {
  type: string
  name?: string | null
  value?: string
  url?: string
  alt?: string | null
  attributes?: Attribute[]
  children?: Node[]
  data?: { estree?: { body?: unknown[] } }
  position?: { start: { line: number } }
}

export function* walk(node: Node): Generator<Node> {
  yield node
  for (const child of node.children ?? []) yield* walk(child)
}

const available = listedComponents.map(([name]) => name)

export function remarkChecks() {
  return (tree: Root, file: VFile) => {
    const fail = (node: Node, message: string): never => {
      throw writerError(file.path, node.position?.start.line ?? 1, message, 'page-checks')
    }
    const checkLink = (node: Node, href: string) => {
      const broken = brokenLink(href)
      if (!broken) return
      fail(
        node,
        `the link ${brokenLinkMessage(href, broken, `link to one of {routes}, or create pages${broken}/+Page.mdx.`)}`,
      )
    }
    for (const node of walk(tree as unknown as Node)) {
      if (node.type === 'link' && node.url) checkLink(node, node.url)
      if (node.type === 'image' && !node.alt?.trim())
        fail(
          node,
          `the image ${node.url} has no description. Fix: write what it shows between the brackets: ![A team meeting around a table](${node.url}).`,
        )
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') continue
      const name = node.name ?? ''
      if (/^[A-Z]/.test(name) && !(name in writerComponents)) {
        const guess = nearest(name, available)
        fail(
          node,
          `<${name}> is not a component this site has. Fix: ${guess ? `did you mean <${guess}>? ` : ''}use one of: ${available.map((n) => `<${n}>`).join(', ')}.`,
        )
      }
      const attrs = new Map(
        (node.attributes ?? [])
          .filter((a) => a.type === 'mdxJsxAttribute' && a.name)
          .map((a) => [a.name!, typeof a.value === 'string' ? a.value : undefined]),
      )
      for (const [name, value] of attrs)
        if ((name === 'href' || name.endsWith('Href')) && value) checkLink(node, value)
      const image = attrs.get('image')
      const problem = image && photoProblem(image)
      if (problem) fail(node, `<${node.name}>: ${problem}`)
      if (attrs.has('image') && !attrs.get('imageAlt')?.trim())
        fail(
          node,
          `<${node.name}> shows a photo but has no imageAlt. Fix: add imageAlt="what the photo shows" so people who cannot see it know what it is.`,
        )
      if (node.name === 'img' && !attrs.get('alt')?.trim())
        fail(node, 'an <img> has no alt text. Fix: add alt="what the image shows".')
    }
  }
}
