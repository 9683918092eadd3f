import { compile } from '@mdx-js/mdx'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { explainMdxError } from './mdx-plugin'
import { mdxOptions } from './mdx-options'

const page = `${process.cwd()}/pages/demo.mdx`
const meta = '---\ntitle: Demo\ndescription: A demo page for the tests.\n---\n\n'
const build = (body: string) =>
  compile(new VFile({ path: page, value: meta + body }), { ...mdxOptions, jsx: true })
    .then(String)
    .catch((error) => {
      throw explainMdxError(error, page)
    })

describe('MDX pages', () => {
  it('import nothing: their components come from the one component map', async () => {
    const out = await build('<Section title="A">\n\n<ServicesGrid />\n\n</Section>\n')
    expect(out).not.toMatch(/^import /m)
    expect(out).toContain('_missingMdxReference("Section", true)')
  })

  it('refuse an unknown component, suggesting the nearest', async () => {
    await expect(build('Text.\n\n<Heroo title="x" />\n')).rejects.toThrow(
      /^pages\/demo\.mdx:8 — <Heroo> is not a component this site has\. Fix: did you mean <Hero>\? use one of: <Hero>, <PageHeader>/,
    )
  })

  it('refuse a broken internal link and a photo without alt text', async () => {
    await expect(build('See [services](/servcies).\n')).rejects.toThrow(
      'pages/demo.mdx:6 — the link "/servcies" goes to a page that does not exist. Fix: did you mean "/services"?',
    )
    await expect(
      build('<TextWithImage title="x" image="https://images.unsplash.com/photo-1" />\n'),
    ).rejects.toThrow('pages/demo.mdx:6 — <TextWithImage> shows a photo but has no imageAlt.')
  })

  it('refuse a photo the site cannot show, saying where photos go', async () => {
    const alt = ' imageAlt="Our team"'
    await expect(
      build(`<TextWithImage title="x" image="content/images/no-such-photo.jpg"${alt} />\n`),
    ).rejects.toThrow(
      'pages/demo.mdx:6 — <TextWithImage>: the photo "content/images/no-such-photo.jpg" is not in the repository. Fix: put it in content/images/ (or pick it in the editor, npm run cms)',
    )
    await expect(
      build(`<TextWithImage title="x" image="https://example.com/team.jpg"${alt} />\n`),
    ).rejects.toThrow(
      'pages/demo.mdx:6 — <TextWithImage>: the photo "https://example.com/team.jpg" is on a site the pages may not load photos from.',
    )
    await expect(
      build(`<TextWithImage title="x" image="content/images/team.gif"${alt} />\n`),
    ).rejects.toThrow('Fix: save it as JPEG, PNG, WebP or AVIF')
    await expect(
      build(`<TextWithImage title="x" image="https://images.unsplash.com/photo-1"${alt} />\n`),
    ).resolves.toContain('images.unsplash.com/photo-1')
  })

  it('explain MDX syntax errors in plain English', async () => {
    await expect(build('Prices from {low.\n')).rejects.toThrow(
      /^pages\/demo\.mdx:6 — .*Fix: write \\\{/,
    )
    await expect(build('Under <5 minutes.\n')).rejects.toThrow(
      /^pages\/demo\.mdx:6 — a "<" starts a tag in MDX/,
    )
    await expect(build('<Section title="x">\n\nText.\n')).rejects.toThrow(
      /a tag is opened but not closed/,
    )
  })

  it('open links to other sites in a new tab, safely', async () => {
    const out = await build('See [Unsplash](https://unsplash.com).\n')
    expect(out).toMatch(/href="https:\/\/unsplash\.com" rel="noopener noreferrer" target="_blank"/)
  })
})
