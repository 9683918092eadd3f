/**
 * Checks every <Name> in a page against the component map (components/mdx/index.ts), as pages never
 * import: an unknown name stops the build with the file, line, nearest name and the list.
 */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { writerComponents } from '../components/mdx/index.ts'
import { nearest } from './content-loader.ts'
import { writerError } from './writer-error.ts'

type Node = {
  type: string
  name?: string | null
  children?: Node[]
  position?: { start: { line: number } }
}

const available = Object.entries(writerComponents)
  .filter(([, c]) => !('internal' in c && c.internal))
  .map(([name]) => name)

function* jsxElements(node: Node): Generator<Node> {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name)
    yield node
  for (const child of node.children ?? []) yield* jsxElements(child)
}

export function remarkComponents() {
  return (tree: Root, file: VFile) => {
    for (const element of jsxElements(tree as unknown as Node)) {
      const name = element.name!
      if (!/^[A-Z]/.test(name)) continue // plain HTML such as <br> or <strong>
      if (name in writerComponents) continue
      const guess = nearest(name, available)
      throw writerError(
        file.path,
        element.position?.start.line ?? 1,
        `<${name}> is not a component this site has. Fix: ${guess ? `did you mean <${guess}>? ` : ''}use one of: ${available.map((n) => `<${n}>`).join(', ')}.`,
        'components',
      )
    }
  }
}
