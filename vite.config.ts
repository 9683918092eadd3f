/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { FontaineTransform } from 'fontaine'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { cataloguePlugin } from './tooling/catalogue-plugin.ts'
import { cmsPlugin } from './tooling/cms-plugin.ts'
import { contentPlugin } from './tooling/content-plugin.ts'
import { mdxPlugin } from './tooling/mdx-plugin.ts'
import { pagesPlugin } from './tooling/pages-plugin.ts'
import { startPlugin } from './tooling/start-plugin.ts'

/** Modules every page runs; the chunk 'frame' takes them with everything they import. */
const FRAME =
  /\/pages\/(\+(Layout|Wrapper|onHydrationEnd|onPageTransitionEnd)|\(mdx\)\/\+Page)\.tsx?$|\/vike-react\/dist\/integration\/onRenderClient\.js$/
/** React and React DOM: the chunk 'react'. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
/** Vike's browser runtime without its entry module (which starts it): the chunk 'vike'. */
const VIKE = (id: string) =>
  /[\\/]node_modules[\\/](vike|@brillout)[\\/]/.test(id) &&
  !/[\\/]runtime-client-routing[\\/]entry\.js$/.test(id)

export default defineConfig({
  plugins: [
    contentPlugin(),
    cataloguePlugin(),
    mdxPlugin(),
    pagesPlugin(),
    startPlugin(),
    cmsPlugin(),
    // A fallback font sized like Manrope (size-adjust, ascent/descent), so the
    // swap to the web font moves nothing: no layout shift.
    FontaineTransform.vite({
      fallbacks: ['Arial', 'Helvetica Neue', 'Roboto', 'Segoe UI'],
      resolvePath: (id) => new URL(`./public${id}`, import.meta.url),
    }),
    react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
    vike(),
  ],
  // SITE_OUT_DIR lets tests build a variant of the site beside the real one.
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    // SITE_SOURCEMAP=true for bundle analysis.
    sourcemap: process.env.SITE_SOURCEMAP === 'true',
    // One stylesheet for the whole site (about 15 kB gzip): one request,
    // cached across pages, instead of a file per component.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Few chunks on the first load, in the order the start script runs
        // them, each in a task of its own (scripts/start-after-paint.js):
        // 'react' (React, React DOM), 'vike' (Vike's runtime), then Vike's
        // entry and the frame every page runs (Mantine, header, footer, chat
        // button, the page loader); components used by three or more pages
        // are one more. Each page's own components, and parts loaded on
        // demand, stay in their own chunks.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 3, test: REACT },
            { name: 'vike', priority: 3, test: VIKE },
            { name: 'frame', priority: 2, test: FRAME },
            { name: 'shared', priority: 1, minShareCount: 3, entriesAware: true },
          ],
        },
      },
    },
  },
  // `npm run dev`: code loaded on demand (the contact form, notifications, the
  // page fade) is pre-bundled at start, so its first use does not make Vite
  // re-bundle dependencies and reload the page mid-form.
  optimizeDeps: {
    include: [
      '@mantine/form',
      '@mantine/notifications',
      'framer-motion/dom/mini',
      'vike-react/Config',
      'vike-react/Head',
    ],
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test-utils/setup.ts'],
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'tests/e2e', 'tests/writers', '.e2e-build'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
