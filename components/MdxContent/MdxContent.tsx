import {
  createContext,
  createElement,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { loadComponent, loadedComponent, whenLoaded } from './loadComponents'
import type { MdxNode } from './tree'

const never = new Promise<never>(() => {})
const waits = new Map<string, Promise<unknown>>()

/**
 * What a component waits for while its code is not here: its code, or, if
 * that cannot load, forever. React keeps the prerendered HTML of a part that
 * waits during hydration, so a page whose code fails stays as it was,
 * readable. A component that is only HTML (components/mdx: htmlOnly) waits
 * for its code to be loaded with the next pages' once the page is idle
 * (preload.ts), and does not start it: the first load carries the code of the
 * components that act. (After a link the code is loaded before the page is
 * shown: pages/(mdx)/+onBeforeRender.client.ts.)
 */
const waitFor = (name: string, htmlOnly: boolean) => {
  // Apart: a wait that starts nothing must not stand in for one that loads.
  const key = `${htmlOnly ? 'html-only ' : ''}${name}`
  let wait = waits.get(key)
  if (!wait) {
    wait = htmlOnly
      ? whenLoaded(name)
      : loadComponent(name).catch((error: unknown) => {
          console.warn(
            `The code of <${name}> could not be loaded; the page stays as it was.`,
            error,
          )
          return never
        })
    waits.set(key, wait)
  }
  return wait
}

/**
 * Which of the page's components wait for their code in this browser: none
 * on the server, which renders them all, nor in `npm run dev`, where hot
 * reload must reach every component.
 */
export const htmlOnlyNow = (htmlOnly: readonly string[] = []): ReadonlySet<string> =>
  new Set(import.meta.env.SSR || import.meta.env.DEV ? [] : htmlOnly)

/**
 * The page's components that are only HTML, and what each of the others calls
 * once it has hydrated.
 */
const Hydration = createContext({
  htmlOnly: new Set<string>() as ReadonlySet<string>,
  hydrated: () => {},
})

/**
 * One writer component of the page. Its name and settings travel apart, so
 * that a setting called `name` (CatalogueEntry's) reaches the component.
 */
function WriterComponent({
  name,
  props,
  children,
}: {
  name: string
  props: Record<string, unknown> | null
  children?: ReactNode
}) {
  const { htmlOnly, hydrated } = useContext(Hydration)
  const onlyHtml = htmlOnly.has(name)
  useEffect(() => {
    if (!onlyHtml) hydrated()
  }, [onlyHtml, hydrated])
  const Component = loadedComponent(name)
  if (!Component) {
    use(waitFor(name, onlyHtml))
    return null
  }
  // A module's export, the same function on every render for this name, not a
  // component made during render (what this rule guards against).
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props}>{children}</Component>
}

function render(node: MdxNode, key: number): ReactNode {
  if (typeof node === 'string') return node
  const [type, props, ...children] = node
  const content = children.map(render)
  if (!/^[A-Z]/.test(type)) return createElement(type, { ...props, key }, ...content)
  // Each component hydrates as soon as its own code is here.
  return (
    <Suspense key={key} fallback={null}>
      {createElement(WriterComponent, { name: type, props }, ...content)}
    </Suspense>
  )
}

/**
 * A writer's page, drawn from its data (tree.ts): the prose as elements, each
 * component from the one component map (components/mdx/load.ts). `htmlOnly`:
 * the page's components whose code waits until the page is idle on a first
 * visit (+data.ts).
 */
export function MdxContent({
  tree,
  htmlOnly = [],
}: {
  tree: MdxNode[]
  htmlOnly?: readonly string[]
}) {
  // The first page's (after a link every component's code is here before the page shows).
  const [waiting] = useState(() => htmlOnlyNow(htmlOnly))
  const left = useRef(countComponents(tree, waiting))
  const hydrated = useCallback(() => {
    if (--left.current <= 0) allHydrated()
  }, [])
  useEffect(() => {
    if (left.current === 0) allHydrated()
  }, [])
  const hydration = useMemo(() => ({ htmlOnly: waiting, hydrated }), [waiting, hydrated])
  return <Hydration value={hydration}>{tree.map(render)}</Hydration>
}

/**
 * Every component of the first page that acts has hydrated (those that are
 * only HTML hydrate once the page is idle): data-hydrated-main="true" on
 * <html> (the browser tests and the bench wait for it), and what the next
 * pages need may load: their components, this page's that are only HTML, and
 * the web font (preload.ts: its own small chunk, so that it adds nothing to
 * the code a page needs first).
 */
function allHydrated() {
  const flags = document.documentElement.dataset
  if (flags.hydratedMain) return
  flags.hydratedMain = 'true'
  import('./preload').then(
    (preload) => preload.loadAheadWhenIdle(),
    () => {},
  )
}

/** The components in a tree that hydrate with the page. */
const countComponents = (tree: MdxNode[], htmlOnly: ReadonlySet<string>): number =>
  tree.reduce<number>(
    (count, node) =>
      typeof node === 'string'
        ? count
        : count +
          (/^[A-Z]/.test(node[0]) && !htmlOnly.has(node[0]) ? 1 : 0) +
          countComponents(node.slice(2) as MdxNode[], htmlOnly),
    0,
  )
