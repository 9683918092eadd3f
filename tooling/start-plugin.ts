import path from 'node:path'
import type { Plugin } from 'vite'

/** The module the start script imports before anything else (see the file). */
const START_REACT_DOM = 'scripts/start-react-dom.ts'

/**
 * Browser build: emits scripts/start-react-dom.ts as a chunk of its own. After
 * the build, scripts/postbuild.mjs finds it in Vike's manifest (dist/assets.json)
 * and lists it, with the `vike` chunk, in the start script's `data-first`: the
 * start script imports each in its own task before Vike's entry.
 */
export function startPlugin(): Plugin {
  let root = ''
  return {
    name: 'site-start',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      if (this.environment.name !== 'client') return
      this.emitFile({
        type: 'chunk',
        id: path.join(root, START_REACT_DOM),
        preserveSignature: 'exports-only',
      })
    },
  }
}
