import path from 'node:path'
import type { Plugin } from 'vite'
import { writerComponents, type WriterComponent } from '#components/mdx'

const ID = 'virtual:islands'

/**
 * `virtual:islands`: where the code of each island is, made from the lines of
 * components/mdx/index.ts marked `island` (each one's code is
 * components/<Name>/index.ts). The browser's entry (pages/+client.ts) loads an
 * island's code from here when the visitor reaches for it, each its own chunk;
 * the server renders it from the same place (components/Island).
 */
export function islandsPlugin(): Plugin {
  return {
    name: 'site-islands',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id, options) {
      if (id !== `\0${ID}`) return null
      this.addWatchFile(path.resolve('components/mdx/index.ts'))
      const names = Object.entries(writerComponents as Record<string, WriterComponent>)
        .filter(([, component]) => component.island)
        .map(([name]) => name)
      const file = (name: string) => JSON.stringify(`/components/${name}/index.ts`)
      // The server renders every page and imports them all; the browser loads
      // each one only where and when it is used.
      const ssr = options?.ssr
      const get = (name: string) =>
        ssr ? `Promise.resolve(${name})` : `import(${file(name)}).then((m) => m.${name})`
      return [
        ...(ssr ? names.map((name) => `import { ${name} } from ${file(name)}`) : []),
        `export const islands = {`,
        ...names.map((name) => `  ${name}: () => ${get(name)},`),
        `}`,
      ].join('\n')
    },
  }
}
