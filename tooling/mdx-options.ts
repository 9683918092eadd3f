import type { Options } from '@mdx-js/rollup'
import rehypeExternalLinks from 'rehype-external-links'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { remarkChecks } from './remark-checks.ts'
import { remarkContentOnly } from './remark-content-only.ts'
import { remarkPageMeta } from './remark-page-meta.ts'
import { remarkToc } from './remark-toc.ts'

export const mdxOptions: Options = {
  // The front matter is read and checked; the page is checked to hold no code (before the front
  // matter becomes code itself: `export const frontmatter`).
  remarkPlugins: [
    remarkFrontmatter,
    remarkPageMeta,
    remarkContentOnly,
    remarkMdxFrontmatter,
    remarkChecks,
    remarkToc,
  ],
  // Links to other sites in prose open in a new tab, safely.
  rehypePlugins: [[rehypeExternalLinks, { target: '_blank', rel: ['noopener', 'noreferrer'] }]],
}
