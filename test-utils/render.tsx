import { MantineProvider } from '@mantine/core'
import { render as testingLibraryRender } from '@testing-library/react'
import type { ReactNode } from 'react'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { cssVariablesResolver, theme } from '../theme'

interface Options {
  /** The route the component believes it is on. */
  url?: string
}

/** Renders UI inside the providers the site gives every page. */
export function render(ui: ReactNode, { url = '/' }: Options = {}) {
  const pageContext = { urlPathname: url, isHydration: true } as never
  const wrap = (node: ReactNode) => (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        {node}
      </MantineProvider>
    </VikeReactProviderPageContext>
  )
  const result = testingLibraryRender(wrap(ui))
  return {
    ...result,
    rerender: (next: ReactNode, options: Options = {}) => {
      Object.assign(pageContext, { urlPathname: options.url ?? url })
      result.rerender(wrap(next))
    },
  }
}

export * from '@testing-library/react'
export { default as userEvent } from '@testing-library/user-event'
