/** tooling/pages-plugin.ts: the writers' pages (pages/*.mdx). */
declare module 'virtual:site-pages' {
  import type { ComponentType } from 'react'

  /** Server only: Vike's client entry of this build (what the browser runs), "dev" in dev. */
  export const build: string
  /** Server only, dev only: mistakes in pages/, said to the writer. */
  export const problems: string[]
  /** Server only (empty in the browser): every page, sorted by address. */
  export const pages: { route: string; file: string; chunk: string }[]
  /** Server only: loads the page at this address. */
  export function loadPage(route: string): Promise<ComponentType | undefined>
  /** Server only: the page at this address, once loaded. */
  export function loadedPage(route: string): ComponentType | undefined
  /** Browser only: loads a page's chunk and returns the page. */
  export function loadChunk(chunk: string): Promise<ComponentType>
}
