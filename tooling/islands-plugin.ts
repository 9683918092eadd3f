import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { writerComponents, type WriterComponent } from '#components/mdx'

const ID = 'virtual:islands'

/**
 * `virtual:islands`: where the code of each island is, made from the lines of
 * components/mdx/index.ts marked `island`. The server renders each one's
 * component, components/<Name>/index.ts (`islands`). The browser's entry
 * (pages/+client.ts) starts one when the visitor reaches for it
 * (`islandStarters`), each its own chunk: React hydrates the same component,
 * or, when its folder has a browser.ts, that plain module's `enhance(element)`
 * runs on the server's HTML instead, with no React or Mantine in the browser
 * (components/SiteSearch).
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
      const file = (name: string, base = 'index.ts') =>
        JSON.stringify(`/components/${name}/${base}`)
      const ssr = options?.ssr
      // The server renders every page and imports them all; elsewhere (the browser, unit tests)
      // each component loads when asked for.
      const component = (name: string) =>
        ssr ? `Promise.resolve(${name})` : `import(${file(name)}).then((m) => m.${name})`
      // The browser loads each one's code only where and when it is used.
      const start = (name: string) => {
        if (existsSync(path.resolve(`components/${name}/browser.ts`)))
          return `import(${file(name, 'browser.ts')}).then((m) => m.enhance)`
        const hydrate = file('Island', 'hydrate.tsx')
        return `Promise.all([import(${hydrate}), ${component(name)}]).then(([h, c]) => (element) => h.hydrate(element, c))`
      }
      return [
        ...(ssr ? names.map((name) => `import { ${name} } from ${file(name)}`) : []),
        `export const islands = {`,
        ...names.map((name) => `  ${name}: () => ${component(name)},`),
        `}`,
        ...(ssr
          ? []
          : [
              `export const islandStarters = {`,
              ...names.map((name) => `  ${name}: () => ${start(name)},`),
              `}`,
            ]),
      ].join('\n')
    },
  }
}
