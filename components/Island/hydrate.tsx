import type { ComponentProps, ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandRoot } from './IslandRoot'

/**
 * Browser: hydrates one island's prerendered HTML (components/Island) in a
 * React root of its own, with the id prefix, settings and language the server used.
 * What the visitor typed before stays: the fields are uncontrolled.
 */
export function hydrate(element: HTMLElement, Component: ComponentType<object>) {
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const language = JSON.parse(element.dataset.language ?? '{}') as ComponentProps<
    typeof IslandRoot
  >['language']
  hydrateRoot(
    element,
    <IslandRoot element={element} language={language}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: `${element.dataset.islandId}-` },
  )
}
