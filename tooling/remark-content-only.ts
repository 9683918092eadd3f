/**
 * A page is content, not code. MDX would run any `{expression}`, `import` or `export` in a page
 * with the build's full Node access (its environment holds deploy tokens and form keys) and print
 * the result into the HTML; a raw HTML element or attribute could run script in every visitor's
 * browser. So a page may hold markdown, the components in the map (components/mdx/index.ts) with
 * settings in quotes, a small set of plain HTML elements, and comments `{/* … *\/}`. Anything else
 * stops the build with the file, line and a fix in a writer's words.
 */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { CATALOGUE_PAGE } from './pages.ts'
import { walk, type Attribute, type Node } from './remark-checks.ts'
import { projectPath, writerError } from '#lib/writer-error'

/** Plain HTML a writer may use in a page: text formatting and structure, nothing that acts. */
export const PLAIN_ELEMENTS = new Set(
  (
    'a abbr b blockquote br cite code dd del details dfn div dl dt em figcaption figure h2 h3 h4 h5 ' +
    'h6 hr i img ins kbd li mark ol p q s samp small span strong sub summary sup table tbody td ' +
    'tfoot th thead time tr u ul var'
  ).split(' '),
)

/** Attributes that replace the element's content or point a request anywhere. */
const UNSAFE_ATTRIBUTE = /^(dangerouslySetInnerHTML|srcdoc|formaction|action|is|ref)$/i
/**
 * Event handlers, which run script: on plain HTML any attribute starting "on" (HTML reads
 * ONERROR as onerror); on a component, React's spelling (onClick), so a setting such as
 * onlineOnly stays possible.
 */
const handler = (name: string, component: boolean) =>
  component ? /^on[A-Z]/.test(name) : /^on/i.test(name)
/** A setting in braces that is a plain number, true, false or null, as the editor writes them. */
const LITERAL = /^\s*(-?\d+(\.\d+)?|true|false|null)\s*$/
/** Attributes holding an address: only web, mail and phone addresses, or paths on this site. */
const ADDRESS_ATTRIBUTE = /(href|src|srcset|cite|poster|background)$/i
const SAFE_ADDRESS = /^(https?:|mailto:|tel:|\/|#|\.{0,2}\/|[^:]*$)/i

/** `{/* a note *\/}`: an expression holding only a comment, which MDX leaves out of the page. */
const isComment = (node: Node) => node.data?.estree?.body?.length === 0

const shorten = (code: string) => (code.length > 40 ? `${code.slice(0, 37)}…` : code)

/** The message for `{code}` in a page's text. */
export function expressionMessage(code: string): string {
  const name = /^\s*([A-Za-z_$][\w$]*)\s*$/.exec(code)?.[1]
  if (name)
    return `"{${name}}" is read as code, and this page has nothing called ${name}. Fix: write \\{${name}\\} to show the braces, or write the text without them.`
  return `"{${shorten(code.trim())}}" is code, and pages cannot run code. Fix: write \\{ and \\} to show braces as text, or remove it (a note for other writers can be written {/* like this */}).`
}

export function remarkContentOnly() {
  return (tree: Root, file: VFile) => {
    // The catalogue is written by tooling/catalogue.ts from the component map, not by a writer.
    if (file.path && projectPath(file.path) === CATALOGUE_PAGE) return
    const fail = (at: { position?: { start: { line: number } } }, message: string): never => {
      throw writerError(file.path, at.position?.start.line ?? 1, message, 'content-only')
    }
    const checkAddress = (at: Node | Attribute, where: string, address: string) => {
      if (!SAFE_ADDRESS.test(address.trim()))
        fail(
          at,
          `${where} "${shorten(address)}" is not a web address. Fix: use an address starting with https://, mailto:, tel: or / (a page on this site).`,
        )
    }
    for (const node of walk(tree as unknown as Node)) {
      switch (node.type) {
        case 'mdxjsEsm':
          fail(
            node,
            `"${shorten(node.value?.split('\n')[0] ?? '')}" is code, and pages cannot run code. Fix: remove the line; components need no import: write <Hero … /> and the site finds it.`,
          )
          break
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          if (!isComment(node)) fail(node, expressionMessage(node.value ?? ''))
          break
        case 'link':
        case 'image':
        case 'definition':
          if (node.url)
            checkAddress(node, node.type === 'image' ? 'the image' : 'the link', node.url)
          break
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          checkElement(node)
      }
    }

    function checkElement(node: Node) {
      const tag = node.name
      if (!tag) return // a <>…</> fragment: harmless, and holds nodes checked on their own
      const component = /^[A-Z]/.test(tag)
      const shown = `<${tag}>`
      if (!component && !PLAIN_ELEMENTS.has(tag))
        fail(
          node,
          `${shown} is not allowed in a page: pages hold text, the plain HTML that formats it and the site's components. Fix: remove it; for something new on a page, ask a developer for a component (WRITING.md lists the ones there are).`,
        )
      for (const attribute of node.attributes ?? []) {
        if (attribute.type === 'mdxJsxExpressionAttribute')
          fail(
            attribute.position ? attribute : node,
            `${shown} has a "{…}" among its settings, which is code. Fix: write each setting as name="value".`,
          )
        const name = attribute.name ?? ''
        const value = attribute.value
        const code = (value as { value?: string } | null)?.value ?? ''
        if (value && typeof value === 'object' && !LITERAL.test(code))
          fail(
            attribute.position ? attribute : node,
            `${shown}: the setting ${name}={…} is code, and pages cannot run code. Fix: write the value in quotes: ${name}="…".`,
          )
        if (UNSAFE_ATTRIBUTE.test(name) || handler(name, component))
          fail(
            attribute.position ? attribute : node,
            `${shown}: "${name}" is not allowed in a page, as it can run code in visitors' browsers. Fix: remove it.`,
          )
        if (ADDRESS_ATTRIBUTE.test(name) && typeof value === 'string')
          checkAddress(attribute.position ? attribute : node, `${shown}: ${name}`, value)
      }
    }
  }
}
