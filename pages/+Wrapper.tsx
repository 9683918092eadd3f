import '../styles/mantine.css'
import '../styles/fonts.css'
import '../styles/global.css'
import { MantineProvider } from '@mantine/core'
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
    >
      <MotionConfig reducedMotion="user">
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </MotionConfig>
    </MantineProvider>
  )
}
