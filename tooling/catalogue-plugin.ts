import path from 'node:path'
import type { Plugin } from 'vite'
import { catalogueMdx } from './catalogue.ts'
import { CATALOGUE_PAGE } from './pages.ts'

/** Writes pages/components/+Page.mdx's content from the component map at build and dev time. */
export function cataloguePlugin(): Plugin {
  return {
    name: 'site-catalogue',
    enforce: 'pre',
    transform(_code, id) {
      if (!id.split('?')[0]!.endsWith(path.join(...CATALOGUE_PAGE.split('/')))) return null
      this.addWatchFile(path.resolve('components/mdx/index.ts'))
      return { code: catalogueMdx(), map: null }
    },
  }
}
