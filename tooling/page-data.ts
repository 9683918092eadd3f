/**
 * Server side (prerender, `npm run dev`): a writer's page as data for Vike's
 * `+data` hooks. The page's MDX is compiled by @mdx-js/rollup like any module;
 * here it runs once with stand-ins for the components (components/MdxContent/tree.ts),
 * and what it made travels to the browser as JSON: its front matter, its
 * elements, the components it uses (and which of them only need their HTML on
 * a first visit) and the made photos it shows.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { ComponentType, ReactNode } from 'react'
import { writerComponents, type WriterComponent } from '../components/mdx'
import { componentMarkers, componentsIn, htmlOnlyIn, toTree } from '../components/MdxContent/tree'
import { listPages } from './pages'
import { photosFor } from './photos'
import type { Frontmatter } from './remark-page-meta'
import { writerError } from './writer-error'

interface MdxModule {
  /** MDX's content function: called here to get the page's elements. */
  default: (props: { components: Record<string, ComponentType> }) => ReactNode
  frontmatter: Frontmatter
}

// Every .mdx file under pages/, compiled when first asked for.
const modules = import.meta.glob<MdxModule>('/pages/**/*.mdx')
const markers = componentMarkers(Object.keys(writerComponents))

/**
 * Every writer's page with its front matter, sorted by address: data at build
 * time for a +data hook that lists pages (posts, case studies).
 */
export async function sitePages() {
  return Promise.all(
    listPages().map(async (page) => ({
      ...page,
      frontmatter: (await modules[`/${page.file}`]!()).frontmatter,
    })),
  )
}

/** The page in this file (relative to the project: "pages/about.mdx") as data. */
export async function pageData(file: string) {
  const load = modules[`/${file}`]
  if (!load) throw new Error(`${file} — this page file was not found. Fix: check its name.`)
  const { default: MDXContent, frontmatter } = await load()
  let tree
  try {
    tree = toTree(MDXContent({ components: markers }))
  } catch (error) {
    throw explainRenderError(error, file)
  }
  const components = componentsIn(tree)
  return {
    file,
    meta: frontmatter,
    tree,
    components,
    /** Those whose code waits until the page is idle on a first visit (components/mdx: htmlOnly). */
    htmlOnly: htmlOnlyIn(
      tree,
      (name) => !!(writerComponents as Record<string, WriterComponent>)[name]?.htmlOnly,
    ),
    photos: photosFor(tree, file),
  }
}

/** An error while the page's content ran (a stray {name} in prose), said to its writer. */
function explainRenderError(error: unknown, file: string): Error {
  const message = error instanceof Error ? error.message : String(error)
  const undefinedName = /^(\w+) is not defined$/.exec(message)?.[1]
  const line = undefinedName ? lineOf(file, new RegExp(`\\{\\s*${undefinedName}\\b`)) : undefined
  const explained = undefinedName
    ? `"{${undefinedName}}" is read as code, and this page has nothing called ${undefinedName}. Fix: write \\{${undefinedName}\\} to show the braces, or write the text without them.`
    : `this page failed to render: ${message}. Fix: check the component named in the error and its settings (WRITING.md), or open the page with \`npm run dev\`.`
  return Object.assign(writerError(file, line, explained, 'page-data'), { cause: error })
}

/** The first line of a page's source that matches, counted from 1. */
function lineOf(file: string, pattern: RegExp): number | undefined {
  if (!existsSync(file)) return undefined
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((text) => pattern.test(text))
  return index === -1 ? undefined : index + 1
}
