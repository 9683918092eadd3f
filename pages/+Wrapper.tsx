import '../styles/mantine.css'
import '../styles/fonts.css'
import '../styles/global.css'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { MDXProvider } from '@mdx-js/react'
import { MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'
import { mdxComponents } from '../components/mdx'
import { cssVariablesResolver, theme } from '../theme'

// Providers only; the visible frame lives in +Layout.tsx.
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
      <Notifications position="top-right" zIndex={400} />
      <MotionConfig reducedMotion="user">
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </MotionConfig>
    </MantineProvider>
  )
}
