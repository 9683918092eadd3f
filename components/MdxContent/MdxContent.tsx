import {
  createContext,
  createElement,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useRef,
  type ReactNode,
} from 'react'
import { loadComponent, loadedComponent } from './loadComponents'
import type { MdxNode } from './tree'

const never = new Promise<never>(() => {})
const waits = new Map<string, Promise<unknown>>()

/**
 * What a component waits for while its code is not here: its code, or, if
 * that cannot load, forever. React keeps the prerendered HTML of a part that
 * waits during hydration, so a page whose code fails stays as it was,
 * readable. (After a link the code is loaded before the page is shown:
 * pages/(mdx)/+onBeforeRender.client.ts.)
 */
const waitFor = (name: string) => {
  let wait = waits.get(name)
  if (!wait) {
    wait = loadComponent(name).catch((error: unknown) => {
      console.warn(`The code of <${name}> could not be loaded; the page stays as it was.`, error)
      return never
    })
    waits.set(name, wait)
  }
  return wait
}

/** Called by each component of the page once it has hydrated. */
const Hydrated = createContext(() => {})

function WriterComponent({ name, ...props }: { name: string; children?: ReactNode }) {
  const hydrated = useContext(Hydrated)
  useEffect(hydrated, [hydrated])
  const Component = loadedComponent(name)
  if (!Component) {
    use(waitFor(name))
    return null
  }
  // A module's export, the same function on every render for this name, not a
  // component made during render (what this rule guards against).
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />
}

function render(node: MdxNode, key: number): ReactNode {
  if (typeof node === 'string') return node
  const [type, props, ...children] = node
  const content = children.map(render)
  if (!/^[A-Z]/.test(type)) return createElement(type, { ...props, key }, ...content)
  // Each component hydrates as soon as its own code is here.
  return (
    <Suspense key={key} fallback={null}>
      {createElement(WriterComponent, { ...props, name: type }, ...content)}
    </Suspense>
  )
}

/**
 * A writer's page, drawn from its data (tree.ts): the prose as elements, each
 * component from the one component map (components/mdx/load.ts).
 */
export function MdxContent({ tree }: { tree: MdxNode[] }) {
  const left = useRef(countComponents(tree))
  const hydrated = useCallback(() => {
    if (--left.current <= 0) allHydrated()
  }, [])
  useEffect(() => {
    if (left.current === 0) allHydrated()
  }, [])
  return <Hydrated value={hydrated}>{tree.map(render)}</Hydrated>
}

/**
 * Every component of the first page has hydrated: data-hydrated-main="true"
 * on <html> (the browser tests and the bench wait for it), and what the next
 * pages need may load: their components and the web font (preload.ts: its own
 * small chunk, so that it adds nothing to the code a page needs first).
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

const countComponents = (tree: MdxNode[]): number =>
  tree.reduce<number>(
    (count, node) =>
      typeof node === 'string'
        ? count
        : count + (/^[A-Z]/.test(node[0]) ? 1 : 0) + countComponents(node.slice(2) as MdxNode[]),
    0,
  )
