/**
 * A writer's page as data: the React elements its MDX makes, written as JSON
 * so the page can travel in Vike's pageContext (prerendered HTML, and
 * pageContext.json on client-side navigation) and be drawn in the browser with
 * the one component map (loadComponents.ts). The approach react.dev takes with
 * its MDX pages.
 *
 *   "text"                                   a text
 *   ["p", null, "text", ["strong", null, "bold"]]  an element: [type, props, ...children]
 *   ["Hero", { "title": "…" }, …]            a writer component (capitalised)
 */
import { Fragment, isValidElement, type ComponentType, type ReactNode } from 'react'

export type MdxNode = string | [type: string, props: Record<string, unknown> | null, ...MdxNode[]]

const COMPONENT_NAME = Symbol('writer component')
type Marker = ComponentType & { [COMPONENT_NAME]: string }

/**
 * Stand-ins for the writer components, given to a page's MDXContent: the page
 * builds its elements with them, and toTree() writes each as its name.
 */
export function componentMarkers(names: readonly string[]): Record<string, ComponentType> {
  return Object.fromEntries(
    names.map((name) => {
      const marker = (() => null) as unknown as Marker
      marker[COMPONENT_NAME] = name
      return [name, marker]
    }),
  )
}

/** The JSON form of what a page's MDXContent returned. */
export function toTree(node: ReactNode): MdxNode[] {
  if (node === null || node === undefined || typeof node === 'boolean') return []
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint')
    return [String(node)]
  if (Array.isArray(node)) return node.flatMap(toTree)
  if (!isValidElement<Record<string, unknown> & { children?: ReactNode }>(node))
    throw new Error(`A page holds something that is not text or an element: ${String(node)}`)
  const { type, props } = node
  if (type === Fragment) return toTree(props.children)
  if (typeof type === 'function') {
    const name = (type as Partial<Marker>)[COMPONENT_NAME]
    // MDX's own inner functions (the page body): run them to get their elements.
    if (!name) return toTree((type as (props: object) => ReactNode)(props))
    return [element(name, props)]
  }
  if (typeof type === 'string') return [element(type, props)]
  throw new Error(`A page holds an element of an unexpected kind: ${String(type)}`)
}

function element(type: string, props: Record<string, unknown>): MdxNode {
  const { children, ...rest } = props
  return [type, Object.keys(rest).length ? rest : null, ...toTree(children as ReactNode)]
}

/** The names of the writer components a tree uses. */
export function componentsIn(tree: MdxNode[], found = new Set<string>()): string[] {
  for (const node of tree) {
    if (typeof node === 'string') continue
    const [type, , ...children] = node
    if (/^[A-Z]/.test(type)) found.add(type)
    componentsIn(children, found)
  }
  return [...found].sort()
}

/**
 * The components of a tree whose code may wait on a first visit: those whose
 * every use is only HTML (`isHtmlOnly`), with only such components inside. A
 * component that holds one that acts hydrates with the page, or the one
 * inside could not.
 */
export function htmlOnlyIn(tree: MdxNode[], isHtmlOnly: (name: string) => boolean): string[] {
  const acting = new Set<string>()
  /** Whether a component among these nodes, or inside them, acts. */
  const acts = (nodes: MdxNode[]): boolean => {
    let any = false
    for (const node of nodes) {
      if (typeof node === 'string') continue
      const [type, , ...children] = node
      const inside = acts(children)
      const component = /^[A-Z]/.test(type)
      const itself = component && !isHtmlOnly(type)
      if (component && (itself || inside)) acting.add(type)
      any ||= itself || inside
    }
    return any
  }
  acts(tree)
  return componentsIn(tree).filter((name) => !acting.has(name))
}
