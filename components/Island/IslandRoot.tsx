import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { cssVariablesResolver, theme } from '../../theme'

/** Mantine's colour scheme belongs to the page (components/HtmlFirst): an island leaves <html> alone. */
const noRoot = () => undefined

/**
 * What an island renders inside, the same on the server and in the browser so
 * that hydration matches: Mantine's theme, with no <style> tags of its own (the
 * page's head and stylesheet already carry Mantine's variables and classes).
 */
export function IslandRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
      defaultColorScheme="auto"
      getRootElement={noRoot}
    >
      {children}
    </MantineProvider>
  )
}
