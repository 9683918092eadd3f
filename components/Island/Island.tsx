import { createContext, use, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { islands } from 'virtual:islands'
import { writerComponents, type WriterComponent } from '#components/mdx'
import { Language } from '#components/Language'
import { IslandRoot } from './IslandRoot'

/** The islands of the page being rendered: their code, and those rendered so far, in order. */
export interface PageIslands {
  components: Record<string, ComponentType>
  rendered: string[]
}

let loaded: Promise<Record<string, ComponentType>> | undefined

/** Server: loads every island's code once (React renders synchronously) and starts a page's list. */
export async function pageIslands(): Promise<PageIslands> {
  loaded ??= Promise.all(
    Object.entries(islands).map(async ([name, load]) => [name, await load()] as const),
  ).then(Object.fromEntries)
  return { components: await loaded, rendered: [] }
}

/** Given by pages/+onRenderHtml.tsx around the page. */
export const PageIslandsContext = createContext<PageIslands | null>(null)

/** What JSON carries unchanged. */
const isPlain = (value: unknown): boolean =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every(isPlain)) ||
  (Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value as object).every(isPlain))

export interface IslandProps {
  /** Its name in components/mdx/index.ts (a line with `island`). */
  name: string
  /** Its settings, which travel to the browser as JSON. */
  props?: Record<string, unknown>
}

/**
 * Server only: a part of the page that acts in the browser, rendered in a React root of its own
 * with its own id prefix (for `useId`), so that the browser can hydrate it alone (hydrate.tsx).
 * Its settings travel as JSON in data-props: React escapes the attribute, so nothing can run.
 */
export function Island({ name, props = {} }: IslandProps) {
  const page = use(PageIslandsContext)
  const Component = page?.components[name]
  if (!page || !Component)
    throw new Error(
      `<Island name="${name}">: ${page ? "no island has that name. Fix: mark its line in components/mdx/index.ts with island: 'reach' (or 'view')" : 'an island renders only inside a page (pages/+onRenderHtml.tsx)'}.`,
    )
  if (!isPlain(props) || 'children' in props)
    throw new Error(
      `<${name}>: its settings travel to the browser as JSON. Fix: give it only text, numbers, true/false or lists of them, and nothing between its tags.`,
    )
  // Its place among the page's islands makes its id.
  const id = `${name.toLowerCase()}-${page.rendered.push(name) - 1}`
  // The page's language, and the addresses in it, travel with it too (its texts and links).
  const { code, translated } = use(Language)
  const language = { code, translated }
  // React supports rendering to a string during a render (it restores its state afterwards).
  const html = renderToString(
    <IslandRoot language={language}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: `${id}-` },
  )
  return (
    <div
      data-island={name}
      data-island-id={id}
      data-island-load={(writerComponents as Record<string, WriterComponent>)[name]?.island}
      data-props={JSON.stringify(props)}
      data-language={JSON.stringify(language)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
