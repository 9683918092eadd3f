import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import { imagetools } from 'vite-imagetools'
import { cataloguePlugin } from './tooling/catalogue-plugin.ts'
import { cmsPlugin } from './tooling/cms-plugin.ts'
import { contentPlugin } from './tooling/content-plugin.ts'
import { islandsPlugin } from './tooling/islands-plugin.ts'
import { mdxPlugin } from './tooling/mdx-plugin.ts'
import { scriptPlugin } from './tooling/script-plugin.ts'

/**
 * The unit test files (Vitest sets VITEST): components' and any .tsx run in jsdom, the rest
 * (tooling, lib, scripts, functions) in Node; tests/ run in Playwright's runner. A worker imports
 * React, Mantine and the content once for every file it runs (isolate: false: 158 s → 69 s on one
 * core), except in the files that replace a module or a global, which run each in a graph of its
 * own so that nothing they replace reaches another file.
 */
function unitProjects(): TestProjectInlineConfiguration[] {
  const testFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.posix.join(dir, entry.name)
      if (entry.isDirectory())
        return /^(node_modules|tests|dist|\..*)$/.test(entry.name) ? [] : testFiles(file)
      return /\.test\.tsx?$/.test(entry.name) ? [file] : []
    })
  const files = testFiles('.')
  const inDom = (file: string) => file.endsWith('.tsx') || file.startsWith('components/')
  const replaces = (file: string) =>
    /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(file, 'utf8'))
  const kinds: [name: string, dom: boolean, own: boolean][] = [
    ['dom', true, false],
    ['dom-own', true, true],
    ['node', false, false],
    ['node-own', false, true],
  ]
  return kinds.flatMap(([name, dom, own]) => {
    const include = files.filter((file) => inDom(file) === dom && replaces(file) === own)
    const environment = dom ? 'jsdom' : 'node'
    return include.length
      ? [{ extends: true, test: { name, environment, include, isolate: own } }]
      : []
  })
}

export default defineConfig({
  plugins: [
    contentPlugin(),
    cataloguePlugin(),
    mdxPlugin(),
    cmsPlugin(),
    islandsPlugin(),
    scriptPlugin(),
    // Writers' photos in several widths and formats (components/StockImage/photos.ts).
    imagetools({ include: /\/content\/images\/[^?]+\?.*$/ }),
    react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
    vike(),
  ],
  // SITE_OUT_DIR lets tests build a variant of the site beside the real one.
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    // No gzip of every chunk to print its size (0.5 s a build); the budgets test reads the .gz files.
    reportCompressedSize: false,
    // SITE_SOURCEMAP=true for bundle analysis.
    sourcemap: process.env.SITE_SOURCEMAP === 'true',
    rolldownOptions: {
      // Rolldown's slow-plugin report is for bundler work; on 2 cores it fires on ordinary builds.
      checks: { bundlerTimings: false },
      // The icon set is one module re-exporting 6,000 icons: without this the browser's build
      // compiles them all to keep the few the islands use (7,365 modules; 396 with it, and the same bytes).
      experimental: { lazyBarrel: true },
    },
  },
  environments: {
    // The server renders every page, so its build holds every stylesheet: one file, which the
    // build then splits page by page (tooling/page-css.ts, from scripts/postbuild.mjs).
    ssr: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'styles', test: /\.css$/ }] } },
        },
      },
    },
  },
  // `npm run dev`: islands' dependencies are pre-bundled at start, so a first use does not make
  // Vite re-bundle and reload the page mid-form.
  optimizeDeps: {
    include: ['@mantine/core', '@mantine/form', '@mantine/notifications', 'react-dom/client'],
  },
  // Dev servers answer this machine only (`npm run dev`, `npm run cms`).
  server: { host: '127.0.0.1' },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    // Every core: Vitest 4.1 leaves one free by default, which on CI's two cores is one worker
    // (unit tests 128 s with one, 79 s with two).
    maxWorkers: '100%',
    setupFiles: ['./test-utils/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: process.env.VITEST ? unitProjects() : [],
  },
})
