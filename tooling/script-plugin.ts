import { readFile } from 'node:fs/promises'
import { minify, type Plugin } from 'vite'

/**
 * `import source from './name.js?script'`: the file's text, minified (Vite's
 * own minifier), for a script written inline into every page
 * (components/HtmlFirst): its comments stay in the repository, not in the
 * HTML. The CSP lists the hash of this text (scripts/postbuild.mjs checks).
 */
export function scriptPlugin(): Plugin {
  return {
    name: 'site-inline-script',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?')
      if (query !== 'script' || !file) return null
      this.addWatchFile(file)
      const { code, errors } = await minify(file, await readFile(file, 'utf8'), {})
      if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`)
      return `export default ${JSON.stringify(code.trim())}`
    },
  }
}
