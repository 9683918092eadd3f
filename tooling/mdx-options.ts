import type { Options } from '@mdx-js/rollup'
import rehypeExternalLinks from 'rehype-external-links'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { remarkChecks } from './remark-checks.ts'
import { remarkComponents } from './remark-components.ts'
import { remarkPageMeta } from './remark-page-meta.ts'

export const mdxOptions: Options = {
  // The front matter is read, checked, then exported as `frontmatter`.
  remarkPlugins: [
    remarkFrontmatter,
    remarkPageMeta,
    remarkMdxFrontmatter,
    remarkComponents,
    remarkChecks,
  ],
  // Links to other sites in prose open in a new tab, safely.
  rehypePlugins: [[rehypeExternalLinks, { target: '_blank', rel: ['noopener', 'noreferrer'] }]],
}
