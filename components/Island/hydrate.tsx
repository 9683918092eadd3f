import type { ComponentProps, ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandRoot } from './IslandRoot'

/** Browser: hydrates one island in a root of its own, with the server's id prefix and settings. */
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
