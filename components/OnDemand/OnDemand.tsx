import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

const serverLoads: Promise<void>[] = []

/** On the server: resolves once the code of every onDemand part is loaded. */
export const onDemandLoaded = () => Promise.all(serverLoads)

/** What counts as reaching for the part: a pointer over it or down on it, a touch, keyboard focus. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const
const CAPTURE = { capture: true, passive: true }

/**
 * A component whose code loads when the visitor first reaches for it instead
 * of with the page; for parts below the fold that are large and only useful
 * once used (the contact form: Mantine's inputs and @mantine/form, 17 kB gzip).
 *
 * The prerendered HTML shows it in full. In the browser React leaves that
 * HTML as it is (a dehydrated Suspense boundary) until the code is there,
 * then hydrates it in place: text typed meanwhile is kept (React replays the
 * change) and a form submitted meanwhile is held and submitted once it is
 * ready. After a client-side navigation the code loads at once.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let reach = () => {}
  const reached = new Promise<void>((resolve) => {
    reach = resolve
  })
  let Part: ComponentType<P>
  if (import.meta.env.SSR) {
    // The server renders the part itself: its code is imported now, and
    // pages/+onRenderHtml.ts waits for onDemandLoaded() before rendering.
    let Loaded: ComponentType<P> | undefined
    serverLoads.push(load().then((component) => void (Loaded = component)))
    Part = (props: P) => {
      if (!Loaded) throw new Error('onDemand: rendered before onDemandLoaded() resolved')
      return <Loaded {...props} />
    }
  } else {
    Part = lazy(() => reached.then(load).then((component) => ({ default: component })))
  }

  function OnDemand(props: P) {
    const { isHydration } = usePageContext()
    const box = useRef<HTMLDivElement>(null)
    const held = useRef<HTMLFormElement | null>(null)
    const ready = useRef(false)
    if (!isHydration) reach()

    useEffect(() => {
      const element = box.current
      if (!element || ready.current) return
      // Listened to on the document, in the capture phase: React stops the
      // propagation of events aimed at a part it has not hydrated yet.
      const inside = (event: Event) => element.contains(event.target as Node)
      const onReach = (event: Event) => {
        if (inside(event)) reach()
      }
      const hold = (event: Event) => {
        if (ready.current || !inside(event)) return
        event.preventDefault()
        held.current = event.target as HTMLFormElement
        reach()
      }
      for (const type of REACH_EVENTS) document.addEventListener(type, onReach, CAPTURE)
      document.addEventListener('submit', hold, true)
      return () => {
        for (const type of REACH_EVENTS) document.removeEventListener(type, onReach, CAPTURE)
        document.removeEventListener('submit', hold, true)
      }
    }, [])

    const onReady = useCallback(() => {
      ready.current = true
      held.current?.requestSubmit()
      held.current = null
    }, [])
    return (
      <div ref={box}>
        <Suspense>
          <Part {...props} />
          <Ready onReady={onReady} />
        </Suspense>
      </div>
    )
  }
  return OnDemand
}

/** Calls onReady once the Suspense boundary it sits in has hydrated (its effects run then). */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady])
  return null
}
