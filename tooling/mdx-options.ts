import type { Options } from '@mdx-js/rollup'
import remarkFrontmatter from 'remark-frontmatter'
import { remarkPageMeta } from './remark-page-meta.ts'

export const mdxOptions: Options = {
  providerImportSource: '@mdx-js/react',
  remarkPlugins: [remarkFrontmatter, remarkPageMeta],
}
