import type { Options } from '@mdx-js/rollup'
import rehypeExternalLinks from 'rehype-external-links'
import remarkFrontmatter from 'remark-frontmatter'
import { remarkChecks } from './remark-checks.ts'
import { remarkComponents } from './remark-components.ts'
import { remarkPageMeta } from './remark-page-meta.ts'

export const mdxOptions: Options = {
  // Order matters: the front matter becomes <PageMeta>, which then gets imported.
  remarkPlugins: [remarkFrontmatter, remarkPageMeta, remarkComponents, remarkChecks],
  // Links to other sites in prose open in a new tab, safely.
  rehypePlugins: [[rehypeExternalLinks, { target: '_blank', rel: ['noopener', 'noreferrer'] }]],
}
