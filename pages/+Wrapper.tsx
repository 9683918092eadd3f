import '../styles/mantine.css'
import '../styles/fonts.css'
import '../styles/global.css'
import {
  localStorageColorSchemeManager,
  MantineProvider,
  type MantineColorSchemeManager,
} from '@mantine/core'
import { startTransition, type ReactNode } from 'react'
import { cssVariablesResolver, theme } from '../theme'

const storage = localStorageColorSchemeManager()

/**
 * Mantine's own storage (the key components/HtmlFirst/html-first.js uses too),
 * with a scheme chosen in another tab applied as a transition, like the
 * toggle's: a change of Mantine's context reaches every part of the page
 * still waiting for its code (components/MdxContent), and React, unless the
 * change is a transition, replaces such a part's HTML with nothing until its
 * code comes (never, with a data saver). A transition keeps the HTML.
 */
const colorSchemeManager: MantineColorSchemeManager = {
  ...storage,
  subscribe: (onUpdate) => storage.subscribe((scheme) => startTransition(() => onUpdate(scheme))),
}

// Providers only; the visible frame lives in +Layout.tsx. (MDX needs no
// provider: the build imports each page's components, tooling/remark-components.ts.)
export default function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      // Mantine's CSS variables and helper classes are written once into <head>
      // by +Head.tsx instead of as <style> tags in the body.
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  )
}
