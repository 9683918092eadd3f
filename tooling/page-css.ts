// Each page's CSS, after the build (scripts/postbuild.mjs): the rules its elements can use go
// into a <style> in its <head>, where Vike linked the site's one stylesheet, so the first paint
// needs no second round trip; the states only an island's code gives, and print, follow in a
// stylesheet linked at the end of <body> (render-blocking for nothing above it); rules the page
// cannot use are left out. The page's HTML is parsed (htmlparser2) and edited at the parsed
// elements' offsets; the CSS is parsed with PostCSS and matched with css-select.
//
// A rule "can be used" when one of its selectors, without its states, matches an element of the
// page: pseudo-classes and pseudo-elements (:hover, :popover-open, ::before) and attribute
// conditions (Mantine's variants, [data-mantine-color-scheme=dark] on <html>, the inline script's
// [data-scrolled], an island's [data-error]) are dropped before matching, so every state of an
// element on the page is styled from the start: dark as well as light, the menu open, focus rings.
// Elements that only an island creates bring their own CSS with the island's code (Vite's CSS
// chunks), and a page with an island gets every rule of the site, to be safe.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from 'css-select'
import {
  AttributeAction,
  parse as parseSelector,
  SelectorType,
  stringify,
  type Selector,
} from 'css-what'
import type { AnyNode, Element } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss'

/** Where a page's rules go. */
type Part = 'first' | 'rest'

/** The pseudo-classes whose argument is a list of selectors that must still match. */
const LISTS = new Set(['is', 'where', 'matches', 'any'])

/**
 * Attributes that scripts set in the browser, after the build: the inline script's
 * (components/HtmlFirst/html-first.js: colour scheme, web font, page fade, scroll flags, popover
 * buttons), Mantine's colour-scheme script, and a form held before its island (`data-held-submit`,
 * `aria-busy`, `hidden`). A rule that needs one of them is styled from the first paint when its
 * element is on the first screen; an attribute missing here only delays such a rule to the rest.
 */
export const RUNTIME_ATTRIBUTES = new Set([
  'data-mantine-color-scheme',
  'data-font-later',
  'data-page-fade',
  'data-scrolled',
  'data-hydrated',
  'data-held-submit',
  'aria-label',
  'aria-busy',
  'hidden',
])

const ANY: Selector = { type: SelectorType.Universal, namespace: null }

/** Attributes that never change in the browser, kept in every selector. */
const STATIC_ATTRIBUTES = new Set(['class', 'id', 'lang'])

/**
 * `selector` with its states dropped, as css-select reads it; `undefined`: it matches any page.
 * Pseudo-classes and pseudo-elements always go; attribute conditions go when `dropped` says so
 * (class, id and lang are kept).
 */
export function relaxed(selector: string, dropped: (attribute: string) => boolean) {
  const strip = (tokens: Selector[]): Selector[] => {
    const kept: Selector[] = []
    for (const token of tokens) {
      if (token.type === 'pseudo-element') continue
      if (token.type === 'attribute') {
        if (STATIC_ATTRIBUTES.has(token.name) || !dropped(token.name)) kept.push(token)
        continue
      }
      // :lang(ta): the page's language, which <html lang> gives and nothing changes.
      if (token.type === 'pseudo' && token.name === 'lang' && typeof token.data === 'string') {
        const on: Selector = {
          type: SelectorType.Attribute,
          name: 'lang',
          action: AttributeAction.Hyphen,
          value: token.data,
          namespace: null,
          ignoreCase: true,
        }
        const below: Selector[] = [on, { type: SelectorType.Descendant }, ANY]
        kept.push({ type: SelectorType.Pseudo, name: 'is', data: [[on], below] })
        continue
      }
      if (token.type === 'pseudo') {
        if (LISTS.has(token.name) && Array.isArray(token.data))
          kept.push({ ...token, data: token.data.map(strip) })
        continue
      }
      // A compound left empty before a combinator (`[data-x] > .y`) stands for any element.
      const previous = kept.at(-1)
      if (isCombinator(token) && (!previous || isCombinator(previous))) kept.push(ANY)
      kept.push(token)
    }
    const last = kept.at(-1)
    if (last && isCombinator(last)) kept.push(ANY)
    return kept
  }
  const lists = parseSelector(selector).map(strip)
  if (lists.some((tokens) => tokens.length === 0)) return undefined
  return stringify(lists)
}

const isCombinator = (token: Selector) =>
  ['descendant', 'child', 'parent', 'sibling', 'adjacent', 'column-combinator'].includes(token.type)

type Test = (element: Element) => boolean
/** How strictly a selector is matched: with runtime attributes dropped, or every attribute. */
type Strictness = 'runtime' | 'any'
const tests: Record<Strictness, Map<string, Test>> = { runtime: new Map(), any: new Map() }
const drops: Record<Strictness, (attribute: string) => boolean> = {
  runtime: (attribute) => RUNTIME_ATTRIBUTES.has(attribute),
  any: () => true,
}

/** A selector's test, compiled once for every page. */
function testOf(selector: string, strictness: Strictness): Test {
  let test = tests[strictness].get(selector)
  if (!test) {
    try {
      const plain = relaxed(selector, drops[strictness])
      test = plain === undefined ? () => true : compile<AnyNode, Element>(plain)
    } catch {
      // A selector css-select does not know (a newer CSS feature): kept, as the browser decides.
      test = () => true
    }
    tests[strictness].set(selector, test)
  }
  return test
}

/**
 * Where a rule goes on this page, or `undefined`: no element of the page can use it. The whole
 * page is its first screen (a short page shows its footer, and the build cannot know how tall a
 * page will be): its elements in any state the page's scripts give them go first; in any state
 * at all (an island's), to the rest.
 */
function partOf(rule: Rule, elements: Element[]): Part | undefined {
  let page = placed.get(elements)
  if (!page) placed.set(elements, (page = new Map()))
  if (page.has(rule)) return page.get(rule)
  const matches = (strictness: Strictness) => {
    const selectors = rule.selectors.map((selector) => testOf(selector, strictness))
    return elements.some((element) => selectors.some((test) => test(element)))
  }
  const part = matches('runtime') ? 'first' : matches('any') ? 'rest' : undefined
  page.set(rule, part)
  return part
}
/** Where each rule goes on a page (by its elements): a page's CSS is split twice (`readers`). */
const placed = new WeakMap<Element[], Map<Rule, Part | undefined>>()

/** The names of the keyframes a piece of CSS animates with. */
const animated = (css: string) => new Set(css.match(/[\w-]+/g) ?? [])

/** Which part each custom property goes to (see `readers`); others are left out. */
type Properties = Map<string, Part>

/**
 * The stylesheet split for one page: the `first` part's rules and the `rest`'s. With `properties`,
 * a custom property's declarations go to its part, whatever the rule's.
 */
export function splitCss(
  root: Root,
  elements: Element[],
  everything: boolean,
  properties?: Properties,
) {
  const parts: Record<Part, Root> = { first: postcss.root(), rest: postcss.root() }
  const keyframes: AtRule[] = []
  const placeRule = (rule: Rule, into: Record<Part, Container<ChildNode>>, print: boolean) => {
    const found = partOf(rule, elements) ?? (everything ? 'rest' : undefined)
    if (!found) return
    // A printed page comes long after the first paint.
    const part = print ? 'rest' : found
    if (!properties) return void into[part].append(rule.clone())
    const copies = { first: rule.clone({ nodes: [] }), rest: rule.clone({ nodes: [] }) }
    for (const decl of rule.nodes) {
      const to =
        decl.type === 'decl' && decl.prop.startsWith('--') ? properties.get(decl.prop) : part
      if (to) copies[to].append(decl.clone())
    }
    for (const to of ['first', 'rest'] as const)
      if (copies[to].nodes.length) into[to].append(copies[to])
  }
  // Walks `from`, copying each rule into the parts it belongs to (keeping its at-rules around it).
  const walk = (
    from: Container<ChildNode>,
    into: Record<Part, Container<ChildNode>>,
    print = false,
  ) => {
    for (const node of from.nodes ?? []) {
      if (node.type === 'rule') placeRule(node, into, print)
      else if (node.type === 'atrule' && node.name === 'keyframes') keyframes.push(node)
      else if (node.type === 'atrule' && node.nodes?.some((child) => child.type !== 'decl')) {
        // @media, @supports, @layer, @container: the same wrapper in each part that needs it.
        const wrappers = { first: node.clone({ nodes: [] }), rest: node.clone({ nodes: [] }) }
        const printOnly = node.name === 'media' && node.params.trim() === 'print'
        walk(node, wrappers, print || printOnly)
        for (const part of ['first', 'rest'] as const)
          if (wrappers[part].nodes?.length) into[part].append(wrappers[part])
      } else if (node.type !== 'comment') {
        // @font-face (the fallback faces must be there at the first paint), @view-transition,
        // `@layer a, b;` (the cascade's order) and the like: in the first part.
        into.first.append(node.clone())
      }
    }
  }
  walk(root, parts)
  // Keyframes go with the first part that names them.
  const firstNames = animated(parts.first.toString())
  const restNames = animated(parts.rest.toString())
  for (const frames of keyframes) {
    if (firstNames.has(frames.params)) parts.first.append(frames.clone())
    else if (restNames.has(frames.params) || everything) parts.rest.append(frames.clone())
  }
  return parts
}

/** The custom properties a piece of CSS reads (`var(--name)`). */
const readsOf = (css: string) => Array.from(css.matchAll(/var\(\s*(--[\w-]+)/g), (m) => m[1]!)

/**
 * Where each custom property goes: Mantine declares some 500 (every shade of every colour, in
 * both schemes) and a page reads about a third. A property read by the first part (by one of its
 * rules, by a style attribute, or by a property it reads) goes to the first; one read by the rest
 * only, to the rest; one nothing reads is left out, except on a page with an island, whose code
 * may read any (to the rest).
 */
function readers(parts: Record<Part, Root>, styleAttributes: string[], everything: boolean) {
  const declared = new Map<string, string[]>()
  const direct: Record<Part, string[]> = { first: styleAttributes.flatMap(readsOf), rest: [] }
  for (const part of ['first', 'rest'] as const)
    parts[part].walkDecls((decl) => {
      if (decl.prop.startsWith('--'))
        declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), ...readsOf(decl.value)])
      else direct[part].push(...readsOf(decl.value))
    })
  const properties: Properties = new Map()
  for (const part of ['first', 'rest'] as const) {
    const queue = [...direct[part]]
    for (let name = queue.pop(); name; name = queue.pop()) {
      if (properties.has(name)) continue
      properties.set(name, part)
      queue.push(...(declared.get(name) ?? []))
    }
  }
  if (everything)
    for (const name of declared.keys()) if (!properties.has(name)) properties.set(name, 'rest')
  return properties
}

const elementsOf = (node: AnyNode, into: Element[] = []): Element[] => {
  if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
    into.push(node as Element)
  }
  for (const child of (node as Element).children ?? []) elementsOf(child, into)
  return into
}

const find = (node: AnyNode, test: (element: Element) => boolean): Element | undefined => {
  if ((node.type === 'tag' || node.type === 'script') && test(node as Element))
    return node as Element
  for (const child of (node as Element).children ?? []) {
    const found = find(child, test)
    if (found) return found
  }
}

/**
 * Drops the declarations of custom properties on the root in @layer rules that a declaration on
 * `:root` outside any layer and condition overrides (the cascade: an unlayered declaration wins
 * over every layered one): Mantine's defaults that its theme's <style> sets again.
 */
function dropOverridden(root: Root) {
  const unlayered = new Set<string>()
  for (const node of root.nodes)
    if (node.type === 'rule' && node.selectors.includes(':root'))
      node.walkDecls((decl) => {
        if (decl.prop.startsWith('--') && !decl.important) unlayered.add(decl.prop)
      })
  root.walkAtRules('layer', (layer) => {
    layer.walkDecls((decl) => {
      const rule = decl.parent as Rule
      if (
        unlayered.has(decl.prop) &&
        !decl.important &&
        rule.selectors?.every((s) => s.startsWith(':root'))
      )
        decl.remove()
    })
    layer.walkRules((rule) => {
      if (!rule.nodes.length) rule.remove()
    })
  })
}

/** Drops the @font-face rules of families that no kept declaration names (Tamil on English pages). */
function dropUnusedFaces(parts: Record<Part, Root>) {
  let named = ''
  for (const root of Object.values(parts))
    root.walkDecls((decl) => {
      if (!(decl.parent?.type === 'atrule' && (decl.parent as AtRule).name === 'font-face'))
        named += `${decl.value}\n`
    })
  parts.first.walkAtRules('font-face', (face) => {
    let family = ''
    face.walkDecls('font-family', (decl) => void (family = decl.value.replace(/^['"]|['"]$/g, '')))
    if (family && !named.includes(family)) face.remove()
  })
}

/**
 * Rewrites one built page (`html`) to carry its first screen's CSS and link the rest, writing the
 * rest into `outDir/assets/static/` under a name from its content. Returns the new HTML.
 */
export function pageCss(html: string, outDir: string, sheets: Map<string, Root>): string {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true })
  const head = find(document, (element) => element.name === 'head')
  const body = find(document, (element) => element.name === 'body')
  if (!head || !body) return html
  const headTags = head.children.filter((node): node is Element => node.type !== 'text')
  const links = headTags.filter((node) => node.name === 'link' && node.attribs.rel === 'stylesheet')
  if (links.length === 0) return html
  // Mantine's <style> tags (its theme's variables, its helper classes: pages/+Head.tsx) join the
  // first part, in their order after the stylesheet, so their unread variables go too.
  const mantine = headTags.filter(
    (node) => node.name === 'style' && 'data-mantine-styles' in node.attribs,
  )
  const all = elementsOf(document)
  // An island can render any state of Mantine's components: its page keeps every rule.
  const everything = all.some((element) => 'data-island' in element.attribs)
  const sources = links.map((link) => {
    const href = link.attribs.href!
    let sheet = sheets.get(href)
    if (!sheet) {
      sheet = postcss.parse(readFileSync(path.join(outDir, href), 'utf8'), { from: href })
      sheets.set(href, sheet)
    }
    return sheet
  })
  for (const style of mantine)
    sources.push(
      postcss.parse(style.children.map((node) => ('data' in node ? node.data : '')).join('')),
    )
  const split = (properties?: Properties) => {
    const parts = { first: postcss.root(), rest: postcss.root() }
    for (const sheet of sources) {
      const { first, rest } = splitCss(sheet, all, everything, properties)
      parts.first.append(first.nodes)
      parts.rest.append(rest.nodes)
    }
    return parts
  }
  const styles = all.map((element) => element.attribs.style ?? '')
  const parts = split(readers(split(), styles, everything))
  dropOverridden(parts.first)
  dropUnusedFaces(parts)
  const restCss = parts.rest.toString()
  let restLink = ''
  if (restCss) {
    const name = `assets/static/page.${createHash('sha256').update(restCss).digest('base64url').slice(0, 8)}.css`
    const file = path.join(outDir, name)
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, restCss)
    }
    restLink = `<link rel="stylesheet" href="/${name}">`
  }
  // Edits at the parsed offsets, from the end of the document backwards.
  const bodyEnd = body.endIndex! + 1 - '</body>'.length
  if (html.slice(bodyEnd, body.endIndex! + 1) !== '</body>')
    throw new Error('page-css: the page does not end its <body> with </body>')
  let out = html.slice(0, bodyEnd) + restLink + html.slice(bodyEnd)
  // The head's block goes where the stylesheet was linked, but after the head's leading <meta>s:
  // the charset must come within the first 1,024 bytes (HTML's rule), the viewport with it.
  let at = links[0]!
  for (const node of headTags.slice(headTags.indexOf(at) + 1)) {
    if (node.name !== 'meta') break
    at = node
  }
  const style = `<style>${parts.first.toString()}</style>`
  const edits = [
    ...[...links, ...mantine].map((node) => ({
      from: node.startIndex!,
      to: node.endIndex! + 1,
      text: '',
    })),
    { from: at.endIndex! + 1, to: at.endIndex! + 1, text: style },
  ].sort((a, b) => b.from - a.from || (a.text ? 1 : -1))
  for (const { from, to, text } of edits) out = out.slice(0, from) + text + out.slice(to)
  return out
}
