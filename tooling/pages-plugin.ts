/**
 * Serves every writer's page (tooling/pages.ts) through one Vike page,
 * pages/(mdx)/, instead of one Vike page per file.
 *
 * Why: Vike writes each of its pages (route, settings, chunk list) into the
 * client entry that every visitor loads, about 40 B gzip per page. Here Vike
 * knows one page whatever the number of files; each file is its own chunk in
 * the browser build, and the page's data names the chunk to load.
 *
 * `virtual:site-pages` differs by side:
 * - server: the list of pages and a loader for each (the build reads each
 *   page's browser chunk from the client build's manifest);
 * - browser: only `loadChunk(chunk)`, a dynamic import of that chunk.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { listPages, PagesError, scanPages, type SitePage } from './pages.ts'

const ID = 'virtual:site-pages'
const RESOLVED = `\0${ID}`

const browserModule = `
export const build = undefined
export const problems = []
export const pages = []
export function loadedPage() {}
export async function loadChunk(chunk) {
  return (await import(/* @vite-ignore */ chunk)).default
}
`

export function pagesPlugin(): Plugin {
  let config: ResolvedConfig
  const root = () => config.root

  /** The build stops at the first mistake in pages/, with its message. */
  const pagesOrError = (): SitePage[] => {
    try {
      return listPages(root())
    } catch (error) {
      if (error instanceof PagesError) throw Object.assign(error, { plugin: 'site-pages' })
      throw error
    }
  }

  /**
   * The browser chunk of each page (its source in dev, the built file
   * otherwise) and the name of Vike's client entry, which tells one build
   * from another.
   */
  const browserBuild = (
    isBuild: boolean,
  ): { chunkOf: (page: SitePage) => string; build: string } => {
    if (!isBuild) return { chunkOf: (page) => `/${page.file}`, build: 'dev' }
    const clientOutDir = path.resolve(root(), config.environments.client!.build.outDir)
    const manifestFile = path.join(clientOutDir, '.vite', 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { file: string }
    >
    const entry = Object.values(manifest).find((chunk) =>
      /(^|\/)entry-client-routing\.[\w-]+\.js$/.test(chunk.file),
    )
    if (!entry) throw new Error(`Vike's client entry is missing from ${manifestFile}`)
    return {
      build: `${config.base}${entry.file}`,
      chunkOf: (page) => {
        const chunk = manifest[page.file]
        if (!chunk)
          throw new Error(`${page.file} is missing from the browser build (${manifestFile})`)
        return `${config.base}${chunk.file}`
      },
    }
  }

  return {
    name: 'site-pages',
    configResolved(resolved) {
      config = resolved
    },
    buildStart() {
      // Browser build: each page becomes its own chunk, loaded by the page that shows it.
      if (this.environment.name !== 'client' || config.command !== 'build') return
      for (const page of pagesOrError()) {
        this.emitFile({
          type: 'chunk',
          id: path.join(root(), page.file),
          preserveSignature: 'exports-only',
        })
      }
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      if (this.environment.name === 'client') return browserModule
      const isBuild = config.command === 'build' && this.environment.mode === 'build'
      // In dev a misnamed file is reported (terminal, browser overlay) and the
      // other pages keep working; the build stops at it.
      const { pages, problems } = isBuild
        ? { pages: pagesOrError(), problems: [] }
        : scanPages(root())
      const { chunkOf, build } = browserBuild(isBuild)
      // Build: every page imported up front, one server bundle (500 pages
      // as 500 lazily imported chunks made the server build ~4x slower).
      // Dev: each page compiled when first asked for.
      const source = (page: SitePage) => JSON.stringify(`/${page.file}`)
      const imports = isBuild
        ? pages.map((page, i) => `import * as page${i} from ${source(page)}`).join('\n')
        : ''
      const entries = pages.map(
        (page, i) =>
          `  ${JSON.stringify(page.route)}: { file: ${JSON.stringify(page.file)}, chunk: ${JSON.stringify(chunkOf(page))}, load: ${isBuild ? `async () => page${i}` : `() => import(${source(page)})`} },`,
      )
      return `${imports}
/** Vike's client entry: which build the browser is running. */
export const build = ${JSON.stringify(build)}
/** Mistakes in pages/ (dev only: the build stops at them). */
export const problems = ${JSON.stringify(problems.map((problem) => problem.message))}
const byRoute = {
${entries.join('\n')}
}
/** Every page: { route, file, chunk }. */
export const pages = Object.entries(byRoute).map(([route, { file, chunk }]) => ({ route, file, chunk }))
const loaded = new Map()
/** Loads the page at this route on the server (the data hook waits for it). */
export async function loadPage(route) {
  const page = byRoute[route]
  if (!page) return undefined
  const content = (await page.load()).default
  loaded.set(route, content)
  return content
}
/** The page at this route, once loadPage() has loaded it. */
export function loadedPage(route) {
  return loaded.get(route)
}
`
    },
    configureServer(server) {
      // A page added, removed or renamed changes the list: reload it, and say
      // what is wrong with a misnamed file right away, in the terminal and in
      // the browser's error overlay.
      const pagesDir = path.join(root(), 'pages') + path.sep
      let reported = ''
      const report = () => {
        const { problems } = scanPages(root())
        const message = problems.map((problem) => problem.message).join('\n\n')
        if (message && message !== reported) server.config.logger.error(`\n${message}\n`)
        reported = message
        return message
      }
      report()
      const onChange = (file: string) => {
        if (!file.startsWith(pagesDir) || !/\.(mdx?|markdown)/i.test(file)) return
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED)
          if (module) environment.moduleGraph.invalidateModule(module)
        }
        const message = report()
        if (message)
          server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'site-pages' } })
        else server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
    },
  }
}
