/**
 * Checks a page's front matter (the block between the --- lines at the top of
 * its +Page.mdx: title, description, noindex) and stops the build with a
 * plain-English message when it is missing, unreadable or wrong.
 * remark-mdx-frontmatter then exports it as `frontmatter` (tooling/mdx-options.ts),
 * which Vike reads as the page's setting (pages/+config.ts).
 */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { parse } from 'yaml'
import { COLLECTIONS, collectionOf, frontmatterSchema } from '#content/collections'
import { writerError } from '#lib/writer-error'

export function remarkPageMeta() {
  return (tree: Root, file: VFile) => {
    function fail(line: number, message: string): never {
      throw writerError(file.path, line, message, 'page-meta')
    }
    const node = tree.children.find((node) => node.type === 'yaml')
    if (!node)
      fail(
        1,
        'this page has no title and description. Fix: start the file with three lines:\n---\ntitle: The page title\ndescription: One sentence for search results.\n---',
      )
    let data: unknown
    try {
      data = parse(node.value) ?? {}
    } catch (error) {
      fail(
        2,
        `the block between the --- lines at the top cannot be read (${(error as Error).message.split('\n')[0]}). Fix: write each setting as "name: value", and wrap values containing ": " in "double quotes".`,
      )
    }
    // A page, or an entry of a collection (a blog post: content/collections.ts).
    const collection = file.path ? collectionOf(file.path) : undefined
    const schema = collection ? COLLECTIONS[collection].schema : frontmatterSchema
    const what = collection ? 'entry' : 'page'
    const result = schema.safeParse(data)
    if (!result.success) {
      const issue = result.error.issues[0]!
      const field = String(issue.path[0] ?? '')
      // "results, item 2, figure" for results[1].figure.
      const where = issue.path
        .map((part) => (typeof part === 'number' ? `item ${part + 1}` : String(part)))
        .join(', ')
      const missing = data === null || typeof data !== 'object' || !(field in data)
      const line = node.value.split('\n').findIndex((text) => text.startsWith(`${field}:`)) + 2 || 2
      const message =
        issue.code === 'unrecognized_keys'
          ? `"${issue.keys.join('", "')}" is not a setting of this ${what}. Fix: use only ${Object.keys(schema.shape).join(', ')} between the --- lines.`
          : missing || issue.code === 'too_small'
            ? `the ${what}'s ${field} is missing or empty. Fix: add "${field}: ..." between the --- lines at the top of the file.`
            : `the ${what}'s ${where}: ${issue.message}.${issue.message.includes('Fix:') ? '' : ' Fix: correct it between the --- lines at the top of the file.'}`
      fail(missing ? 2 : line, message)
    }
  }
}
