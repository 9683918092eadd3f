import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandRoot } from './IslandRoot'

/**
 * Browser: hydrates one island's prerendered HTML (components/Island) in a
 * React root of its own, with the id prefix and settings the server used.
 * What the visitor typed before stays: the fields are uncontrolled.
 */
export function hydrate(element: HTMLElement, Component: ComponentType<object>) {
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  hydrateRoot(
    element,
    <IslandRoot element={element}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: `${element.dataset.islandId}-` },
  )
}
