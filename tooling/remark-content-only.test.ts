import { compile } from '@mdx-js/mdx'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { mdxOptions } from './mdx-options'
import { explainMdxError } from './mdx-plugin'

const page = `${process.cwd()}/pages/demo/+Page.mdx`
const meta = '---\ntitle: Demo\ndescription: A demo page for the tests.\n---\n\n'
const build = (body: string, path = page) =>
  compile(new VFile({ path, value: meta + body }), { ...mdxOptions, jsx: true })
    .then(String)
    .catch((error) => {
      throw explainMdxError(error, path)
    })

describe('a page is content, not code', () => {
  it.each([
    [
      '{process.env.HOME + Object.keys(process.env).length}',
      '"{process.env.HOME + Object.keys(proces…}" is code',
    ],
    ['Our secret: {process.env.SITE_FORM_ACCESS_KEY}.', 'is code, and pages cannot run code'],
    [
      '{phoneNumber}',
      '"{phoneNumber}" is read as code, and this page has nothing called phoneNumber. Fix: write \\{phoneNumber\\}',
    ],
    ["import fs from 'node:fs'", '"import fs from \'node:fs\'" is code'],
    ['export const leak = process.env', 'components need no import'],
    ['<Hero title={process.env.HOME} />', '<Hero>: the setting title={…} is code'],
    ['<Hero {...process.env} />', '<Hero> has a "{…}" among its settings'],
    [
      '<div dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />',
      '<div>: the setting dangerouslySetInnerHTML={…} is code',
    ],
    ['<img src="x.png" alt="x" onerror="alert(1)" />', '<img>: "onerror" is not allowed in a page'],
    ['<a href="javascript:alert(1)">x</a>', '<a>: href "javascript:alert(1)" is not a web address'],
    ['[Click](javascript:alert(1))', 'the link "javascript:alert(1)" is not a web address'],
    ['<script>alert(1)</script>', '<script> is not allowed in a page'],
    ['<iframe src="https://evil.example" />', '<iframe> is not allowed in a page'],
    ['<style>{"body{display:none}"}</style>', '<style> is not allowed in a page'],
    [
      '<CtaBanner title="x" primaryHref="data:text/html,hi" />',
      'primaryHref "data:text/html,hi" is not a web address',
    ],
  ])('%s fails the build with the line and a fix', async (body, message) => {
    const error = await build(`Some text.\n\n${body}\n`).catch((e: Error) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/^pages\/demo\/\+Page\.mdx:8 — /)
    expect((error as Error).message).toContain(message)
    expect((error as Error).message).toContain('Fix:')
  })

  it.each([
    ['<img src="x.png" alt="x" ONERROR="alert(1)" />', '"ONERROR" is not allowed'],
    ['<Hero title="x" onClick="alert(1)" />', '"onClick" is not allowed'],
    ['<Hero title={`${1}`} />', 'title={…} is code'],
  ])('refuses %s', async (body, message) => {
    await expect(build(`${body}\n`)).rejects.toThrow(message)
  })

  it('keeps settings in braces that are plain numbers or true/false, as the editor writes them', async () => {
    await expect(build('<ServicesGrid columns={3} compact={true} />\n')).resolves.toContain(
      'columns={3}',
    )
  })

  it('keeps comments, plain formatting, literal settings and safe addresses', async () => {
    const out = await build(
      [
        '{/* A note for other writers. */}',
        '',
        'Call <a href="tel:+911234567890">us</a> or <strong>mail</strong> [us](mailto:a@b.example).',
        '',
        '<CtaBanner title="Ready?" primaryLabel="Go" primaryHref="/contact" />',
        '',
        'Braces as text: \\{name\\}.',
      ].join('\n'),
    )
    expect(out).toContain('Braces as text: {name}.')
  })

  it('leaves the catalogue, which the build writes from the component map, alone', async () => {
    await expect(
      build(
        '<CatalogueEntry name="Hero" props={[]} code={"<Hero />"} />\n',
        `${process.cwd()}/pages/components/+Page.mdx`,
      ),
    ).resolves.toContain('CatalogueEntry')
  })
})
