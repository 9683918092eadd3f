/** tooling/pages-plugin.ts: the writers' pages (pages/*.mdx). */
declare module 'virtual:site-pages' {
  import type { ComponentType } from 'react'

  /** Server only (empty in the browser): every page, sorted by address. */
  export const pages: { route: string; file: string; chunk: string }[]
  /** Server only: loads the page at this address. */
  export function loadPage(route: string): Promise<ComponentType | undefined>
  /** Server only: the page at this address, once loaded. */
  export function loadedPage(route: string): ComponentType | undefined
  /** Browser only: loads a page's chunk and returns the page. */
  export function loadChunk(chunk: string): Promise<ComponentType>
}
