import { MantineProvider } from '@mantine/core'
import { render as testingLibraryRender } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { PageIslandsContext, type PageIslands } from '#components/Island'
import { cssVariablesResolver, theme } from '../theme'

interface Options {
  /** The islands a page has (components/Island: `await pageIslands()`), for a component that holds one. */
  islands?: PageIslands
}

const inProviders = (node: ReactNode, islands?: PageIslands) => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
    <PageIslandsContext value={islands ?? null}>{node}</PageIslandsContext>
  </MantineProvider>
)

/** Renders UI with React in the document, inside the providers the server gives every page. */
export function render(ui: ReactNode, { islands }: Options = {}) {
  const result = testingLibraryRender(inProviders(ui, islands))
  return { ...result, rerender: (next: ReactNode) => result.rerender(inProviders(next, islands)) }
}

/**
 * Renders UI as the site does: to HTML on the server (pages/+onRenderHtml.tsx),
 * which the browser then reads (a <template>'s content stays inert, an
 * island's HTML is there to hydrate). Removed after each test (setup.ts).
 */
export function renderHtml(ui: ReactNode, { islands }: Options = {}) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(inProviders(ui, islands))
  document.body.append(container)
  return { container }
}

export * from '@testing-library/react'
export { default as userEvent } from '@testing-library/user-event'
