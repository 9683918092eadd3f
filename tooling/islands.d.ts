// The module tooling/islands-plugin.ts makes from components/mdx/index.ts.
declare module 'virtual:islands' {
  import type { ComponentType } from 'react'
  /** Server: each island's name and its component. */
  export const islands: Record<string, () => Promise<ComponentType<object>>>
  /** Browser: each island's name and how to load its code, which then starts it on its element. */
  export const islandStarters: Record<string, () => Promise<(element: HTMLElement) => void>>
}
