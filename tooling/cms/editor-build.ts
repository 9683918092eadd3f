/**
 * The editor on the live site (content/site.yaml, `editor`): Keystatic with the configuration
 * made from the site (describe.ts, as plain data in virtual:cms-spec) and GitHub or Keystatic
 * Cloud storage, bundled into dist/client/keystatic.html and dist/client/assets/editor/. It is
 * rendered in the browser only, and no visitor page loads any of it.
 */
import path from 'node:path'
import { build } from 'vite'
import { editorBundlePlugin } from '../cms-plugin.ts'
import type { StorageSpec } from './spec.ts'

const here = import.meta.dirname

export async function buildEditor(clientDir: string, storage: StorageSpec) {
  await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    plugins: [editorBundlePlugin(storage)],
    build: {
      outDir: path.resolve(clientDir),
      emptyOutDir: false,
      assetsDir: 'assets/editor',
      rolldownOptions: {
        input: path.join(here, 'keystatic.html'),
        // Keystatic's libraries mark their files 'use client' (a React server directive): moot here.
        onLog: (level, log, handler) =>
          log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log),
      },
      // Keystatic's UI is large; it loads on /keystatic only.
      chunkSizeWarningLimit: 5000,
    },
  })
}
