/**
 * The writers' component catalogue (/components), made from the component map and each component's
 * props interface and comments, so it cannot drift from the code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { PropDoc } from '#components/CatalogueEntry'
import { writerComponents, type WriterComponent } from '#components/mdx'

/** The map's components that writers use: all but the build's own (`internal`). */
export const listedComponents = Object.entries(
  writerComponents as Record<string, WriterComponent>,
).filter(([, c]) => !c.internal)

/** Component `name`'s file: components/<Name>/<Name>.tsx, or one with `export function <Name>(`. */
export function componentSource(name: string, root = process.cwd()): ts.SourceFile | undefined {
  const own = path.join(root, 'components', name, `${name}.tsx`)
  const files = existsSync(own)
    ? [own]
    : readdirSync(path.join(root, 'components'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
        .map((file) => path.join(root, 'components', file))
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    if (file === own || text.includes(`export function ${name}(`))
      return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  }
  return undefined
}

/** Reads `interface <Name>Props` from the component's file. */
export function propsOf(name: string, root = process.cwd()): PropDoc[] {
  const source = componentSource(name, root)
  if (!source) return []
  const props: PropDoc[] = []
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== `${name}Props`) return
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.name) continue
      const docs = ts
        .getJSDocCommentsAndTags(member)
        .map((d) => (typeof d.comment === 'string' ? d.comment : ''))
        .join(' ')
      const propName = member.name.getText(source)
      props.push({
        name: propName,
        type: propName === 'children' ? 'text' : (member.type?.getText(source) ?? 'string'),
        required: !member.questionToken,
        description:
          propName === 'children'
            ? docs || 'The text written between the opening and closing tags.'
            : docs,
      })
    }
  })
  return props
}

/** The catalogue page as MDX. */
export function catalogueMdx(root = process.cwd()): string {
  const entries = listedComponents.map(
    ([
      name,
      c,
    ]) => `<CatalogueEntry name=${JSON.stringify(name)} summary=${JSON.stringify(c.summary)} props={${JSON.stringify(propsOf(name, root))}} code={${JSON.stringify(c.example)}}>

${c.example}

</CatalogueEntry>`,
  )
  return `---
title: Component catalogue
description: Every component writers can use in the site's pages, with its settings, a snippet to copy and a live example.
noindex: true
---

<PageHeader eyebrow="For writers" title="Component catalogue">
Every component you can use in a page, with its settings, a snippet to copy and how it looks. How to edit pages: WRITING.md.
</PageHeader>

${entries.join('\n\n')}
`
}
