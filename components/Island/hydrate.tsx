import { useEffect, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandRoot } from './IslandRoot'

/**
 * Once the island is React's: marks it (tests and the bench wait for
 * data-hydrated), and sends a form the visitor submitted while its code was
 * still loading (held by components/HtmlFirst's inline script).
 */
function Hydrated({ element }: { element: HTMLElement }) {
  useEffect(() => {
    element.dataset.hydrated = ''
    const held = element.querySelector<HTMLFormElement>('form[data-held-submit]')
    held?.removeAttribute('data-held-submit')
    held?.requestSubmit()
  }, [element])
  return null
}

/**
 * Browser: hydrates one island's prerendered HTML (components/Island) in a
 * React root of its own, with the id prefix and settings the server used.
 * What the visitor typed before stays: the fields are uncontrolled.
 */
export function hydrate(element: HTMLElement, Component: ComponentType<object>) {
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  hydrateRoot(
    element,
    <IslandRoot>
      <Component {...props} />
      <Hydrated element={element} />
    </IslandRoot>,
    { identifierPrefix: `${element.dataset.islandId}-` },
  )
}
