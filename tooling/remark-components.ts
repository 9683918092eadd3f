/**
 * Gives each MDX page exactly the components it uses. Writers never write
 * imports: for every <Name> in a page this adds
 * `import { Name } from '/components/Name/index.ts'`, so each page loads only
 * its own components. A name that is not in components/mdx/index.ts stops
 * the build with the file, the line, the nearest name and the list.
 */
import path from 'node:path'
import type { Root, RootContent } from 'mdast'
import type { VFile } from 'vfile'
import { componentModule, writerComponents } from '../components/mdx/index.ts'
import { nearest } from './content-loader.ts'

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
    const used = new Set<string>()
    for (const element of jsxElements(tree as unknown as Node)) {
      const name = element.name!
      if (!/^[A-Z]/.test(name)) continue // plain HTML such as <br> or <strong>
      if (name in writerComponents) {
        used.add(name)
        continue
      }
      const relative = path.relative(process.cwd(), file.path).split(path.sep).join('/')
      const guess = nearest(name, available)
      const error = new Error(
        `${relative}:${element.position?.start.line ?? 1} — <${name}> is not a component this site has. Fix: ${guess ? `did you mean <${guess}>? ` : ''}use one of: ${available.map((n) => `<${n}>`).join(', ')}.`,
      )
      Object.assign(error, {
        file: file.path,
        line: element.position?.start.line,
        plugin: 'components',
      })
      throw error
    }
    const imports = [...used].sort().map(
      (name) =>
        ({
          type: 'mdxjsEsm',
          value: '',
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [
                {
                  type: 'ImportDeclaration',
                  specifiers: [
                    {
                      type: 'ImportSpecifier',
                      imported: { type: 'Identifier', name },
                      local: { type: 'Identifier', name },
                    },
                  ],
                  source: {
                    type: 'Literal',
                    value: `/components/${componentModule[name as keyof typeof componentModule] ?? name}/index.ts`,
                  },
                },
              ],
            },
          },
        }) as unknown as RootContent,
    )
    tree.children.unshift(...imports)
  }
}
