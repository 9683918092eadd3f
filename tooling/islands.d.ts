// The module tooling/islands-plugin.ts makes from components/mdx/index.ts.
declare module 'virtual:islands' {
  import type { ComponentType } from 'react'
  /** Each island's name and how to load its component. */
  export const islands: Record<string, () => Promise<ComponentType<object>>>
}
