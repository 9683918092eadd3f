import { compile } from '@mdx-js/mdx'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { mdxOptions } from './mdx-options'

const build = (value: string) =>
  compile(new VFile({ path: `${process.cwd()}/pages/demo.mdx`, value }), {
    ...mdxOptions,
    jsx: true,
  }).then(String)

describe('page front matter', () => {
  it('becomes the export `frontmatter` with the title and description', async () => {
    const out = await build('---\ntitle: Demo\ndescription: A demo page.\n---\n\n# Hi\n')
    expect(out).toMatch(
      /export const frontmatter = \{\s*"title": "Demo",\s*"description": "A demo page."\s*\}/,
    )
  })

  it('fails a page with no front matter, naming the file and the fix', async () => {
    await expect(build('# Hi\n')).rejects.toThrow(
      /^pages\/demo.mdx:1 — this page has no title and description\. Fix: start the file with three lines/,
    )
  })

  it('fails a page without a description', async () => {
    await expect(build('---\ntitle: Demo\n---\n')).rejects.toThrow(
      'pages/demo.mdx:2 — the page\'s description is missing or empty. Fix: add "description: ..." between the --- lines at the top of the file.',
    )
  })
})
