import '../styles/mantine.css'
import '../styles/fonts.css'
import '../styles/global.css'
import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { cssVariablesResolver, theme } from '../theme'

// Providers only; the visible frame lives in +Layout.tsx. (MDX needs no
// provider: the build imports each page's components, tooling/remark-components.ts.)
export default function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      // Mantine's CSS variables and helper classes are written once into <head>
      // by +Head.tsx instead of as <style> tags in the body.
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  )
}
