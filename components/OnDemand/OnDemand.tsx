import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react'
import { whenReached } from './whenReached'

/** Waits a moment and tries a failed import once more (a flaky network, a busy server). */
const retryOnce = <T,>(load: () => Promise<T>) =>
  load().catch(() => new Promise((resolve) => setTimeout(resolve, 1000)).then(load))

/**
 * A component whose code loads when the visitor first reaches for it instead
 * of with the page; for parts below the fold that are large and only useful
 * once used (the contact form: Mantine's inputs and @mantine/form, 17 kB gzip).
 *
 * The prerendered HTML shows it in full. In the browser React leaves that
 * HTML as it is (a dehydrated Suspense boundary) until the code is there,
 * then hydrates it in place. A form submitted meanwhile is held, by
 * components/HtmlFirst's inline script from the first moment and by the
 * listener below, and submitted again once it is ready (its fields must be
 * uncontrolled: what was typed stays in the page). Whenever React has to show
 * the part without its server HTML (after a client-side navigation, or when
 * an update reached it first) the code loads at once. If it cannot load even
 * on a second try, `unavailable` is shown instead.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  unavailable: ReactNode,
) {
  let reach = () => {}
  const reached = new Promise<void>((resolve) => {
    reach = resolve
  })
  // The server renders the part in full (React's stream renderer waits for
  // its code); the browser loads it when the visitor reaches for it.
  const Part = lazy(() =>
    (import.meta.env.SSR ? load() : reached.then(() => retryOnce(load))).then((component) => ({
      default: component,
    })),
  )

  function OnDemand(props: P) {
    const box = useRef<HTMLDivElement>(null)

    useEffect(() => {
      const element = box.current
      if (!element || element.hasAttribute('data-on-demand-ready')) return
      // Reached before this listener existed (it starts once the page around
      // it has hydrated): a focused field, a held submit.
      if (element.contains(document.activeElement) || element.querySelector('[data-held-submit]'))
        reach()
      const stopReach = whenReached((target) => element.contains(target), reach)
      // Also on the document: React stops submit events inside it too.
      const hold = (event: Event) => {
        const form = event.target as Element
        if (!element.contains(form) || element.hasAttribute('data-on-demand-ready')) return
        event.preventDefault()
        form.setAttribute('data-held-submit', '')
        reach()
      }
      document.addEventListener('submit', hold, true)
      return () => {
        stopReach()
        document.removeEventListener('submit', hold, true)
      }
    }, [])

    const onReady = useCallback(() => {
      const element = box.current
      if (!element) return
      element.setAttribute('data-on-demand-ready', '')
      const held = element.querySelector<HTMLFormElement>('form[data-held-submit]')
      held?.removeAttribute('data-held-submit')
      held?.requestSubmit()
    }, [])

    return (
      <div ref={box} data-on-demand="">
        <LoadFailed fallback={unavailable}>
          <Suspense fallback={<LoadNow />}>
            <Part {...props} />
            <Ready onReady={onReady} />
          </Suspense>
        </LoadFailed>
      </div>
    )
  }

  /** Rendered only when the part is shown without its server HTML: load it now. */
  function LoadNow() {
    useEffect(() => reach(), [])
    return null
  }

  return OnDemand
}

/** Calls onReady once the Suspense boundary it sits in has hydrated (its effects run then). */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady])
  return null
}

/** Shows `fallback` instead of its children when their code could not be loaded. */
class LoadFailed extends Component<{ fallback: ReactNode; children: ReactNode }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
