/**
 * Optional settings are optional (issue 48, part 5): every setting the docs call optional (the
 * schemas' describe() texts, WRITING.md, docs/form-delivery.md, docs/editor.md) can be left out
 * of its file and takes its default, and the docs' examples build as written, through the content
 * plugin the build runs (the form's delivery included). What the browser editor writes is held by
 * tests/writers/cms.test.ts (its byte-identical round trip).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { contentPlugin } from './content-plugin'
import { mdxOptions } from './mdx-options'

const plugin = contentPlugin()
type Transform = (this: unknown, code: string, id: string) => { code: string }
/** What the build makes of `file` written as `source`: its data, or the writer's error. */
const build = (file: string, source: string): Record<string, unknown> => {
  const output = (plugin.transform as Transform).call(
    {
      error: ({ message }: { message: string }) => {
        throw new Error(message.trim())
      },
    },
    source,
    path.join(process.cwd(), file),
  )
  return JSON.parse(output.code.replace(/^export default /, '')) as Record<string, unknown>
}
const read = (file: string) => readFileSync(file, 'utf8')

/** The file without the top-level `key` and the lines indented under it. */
const without = (source: string, ...keys: string[]) =>
  keys.reduce(
    (text, key) => text.replace(new RegExp(`^${key}:.*\\n(?:[ -].*\\n)*`, 'm'), ''),
    source,
  )

const site = read('content/site.yaml')
const form = read('content/form.yaml')
const DEFAULTS = {
  formProvider: 'none',
  formEndpoint: '',
  formAccessKey: '',
  analytics: { provider: 'none', id: '' },
  editor: { repo: '', previewUrl: '', cloud: '' },
}

describe('content/site.yaml: the optional settings', () => {
  it('checks the file as it is (the tests below take settings out of it)', () => {
    expect(site).toMatch(/^formProvider: json$/m)
    expect(site).toMatch(/^analytics:$/m)
    expect(site).toMatch(/^editor:$/m)
  })

  it('takes the defaults when the form delivery, analytics and editor settings are left out', () => {
    const data = build(
      'content/site.yaml',
      without(site, 'formProvider', 'formEndpoint', 'formAccessKey', 'analytics', 'editor'),
    )
    expect(data).toMatchObject(DEFAULTS)
    expect(data.name).toBe('Company Name Pvt. Ltd.')
  })

  it.each([
    ['editor:\n  repo: acme/website\n', { repo: 'acme/website', previewUrl: '', cloud: '' }],
    ['editor:\n  cloud: acme/website\n', { repo: '', previewUrl: '', cloud: 'acme/website' }],
    [
      "editor:\n  repo: acme/website\n  previewUrl: 'https://{branch}.company-site.pages.dev'\n",
      { repo: 'acme/website', previewUrl: 'https://{branch}.company-site.pages.dev', cloud: '' },
    ],
    ['editor: {}\n', DEFAULTS.editor],
  ])('docs/editor.md: %j builds, the rest of the block taking its defaults', (lines, editor) => {
    expect(build('content/site.yaml', without(site, 'editor') + lines).editor).toEqual(editor)
  })

  it.each([
    [
      'formProvider: json\nformEndpoint: https://formspree.io/f/yourid\n',
      { formProvider: 'json', formEndpoint: 'https://formspree.io/f/yourid', formAccessKey: '' },
    ],
    [
      'formEndpoint: https://formspree.io/f/yourid\n',
      { formProvider: 'json', formEndpoint: 'https://formspree.io/f/yourid', formAccessKey: '' },
    ],
    [
      'formProvider: web3forms\nformAccessKey: 0b1e2c3d-4e5f-6071-8293-a4b5c6d7e8f9\n',
      {
        formProvider: 'web3forms',
        formEndpoint: 'https://api.web3forms.com/submit',
        formAccessKey: '0b1e2c3d-4e5f-6071-8293-a4b5c6d7e8f9',
      },
    ],
    ['formProvider: netlify\n', { formProvider: 'netlify', formEndpoint: '/', formAccessKey: '' }],
    [
      'formProvider: own\nformEndpoint: /api/contact\n',
      { formProvider: 'own', formEndpoint: '/api/contact', formAccessKey: '' },
    ],
  ])('WRITING.md and docs/form-delivery.md: %j builds as written', (lines, delivery) => {
    const source = without(site, 'formProvider', 'formEndpoint', 'formAccessKey') + lines
    expect(build('content/site.yaml', source)).toMatchObject(delivery)
  })

  it.each([
    ['analytics:\n  provider: plausible\n  id: www.example.com\n', 'plausible', 'www.example.com'],
    [
      'analytics:\n  provider: cloudflare\n  id: 0123456789abcdef\n',
      'cloudflare',
      '0123456789abcdef',
    ],
  ])('WRITING.md: analytics %j builds as written', (lines, provider, id) => {
    expect(build('content/site.yaml', without(site, 'analytics') + lines).analytics).toEqual({
      provider,
      id,
    })
  })

  it('still stops on a service switched on without its id, with the fix', () => {
    expect(() =>
      build(
        'content/site.yaml',
        `${without(site, 'analytics')}analytics:\n  provider: plausible\n`,
      ),
    ).toThrow(/^content\/site.yaml:\d+ — field "analytics": needs the id .*Fix: fill in "id"/)
  })
})

describe('content/form.yaml: the news checkbox', () => {
  it('is off when marketingConsent is left out (WRITING.md: "without marketingConsent it is off")', () => {
    expect(build('content/form.yaml', without(form, 'marketingConsent')).marketingConsent).toEqual({
      enabled: false,
      label: '',
    })
  })

  it('is on with `enabled: true` and its words in `label`, as WRITING.md writes it', () => {
    const lines =
      'marketingConsent:\n  enabled: true\n  label: Send me news. I can stop it at any time.\n'
    expect(
      build('content/form.yaml', without(form, 'marketingConsent') + lines).marketingConsent,
    ).toEqual({
      enabled: true,
      label: 'Send me news. I can stop it at any time.',
    })
  })

  it('stops when it is on without its words, at the line, with the fix', () => {
    expect(() =>
      build(
        'content/form.yaml',
        `${without(form, 'marketingConsent')}marketingConsent:\n  enabled: true\n`,
      ),
    ).toThrow(
      /^content\/form.yaml:\d+ — field "marketingConsent", field "label": .*Fix: write them after "label:"/,
    )
  })
})

describe('content/offices.yaml: the head office mark', () => {
  it('is false for an office without `hq`', () => {
    const source =
      'offices:\n  - city: Chennai\n    address: An address\n    latitude: 13.08\n    longitude: 80.27\n'
    expect(build('content/offices.yaml', source)).toEqual([
      { city: 'Chennai', address: 'An address', hq: false, latitude: 13.08, longitude: 80.27 },
    ])
  })
})

describe("pages' and entries' optional settings", () => {
  const page = (file: string, value: string) =>
    compile(new VFile({ path: path.join(process.cwd(), file), value }), {
      ...mdxOptions,
      jsx: true,
    }).then(String)

  it('WRITING.md: the page example with its comments builds, noindex and all', async () => {
    const example =
      '---\ntitle: About Us # the browser tab: "About Us | Company Name"\ndescription: Who we are and the values we work by. # search results and link previews; one sentence\nnoindex: true # optional: keep the page out of search engines and the sitemap\n---\n\nText.\n'
    expect(await page('pages/demo/+Page.mdx', example)).toMatch(
      /export const frontmatter = \{\s*"title": "About Us",\s*"description": "Who we are and the values we work by\.",\s*"noindex": true\s*\}/,
    )
  })

  it('a blog post needs no tags, cover or noindex', async () => {
    const post =
      "---\ntitle: A post\ndescription: One sentence.\ndate: '2026-11-26'\nauthor: The team\n---\n\nText.\n"
    expect(await page('content/blog/a-post.mdx', post)).toMatch(/"author": "The team"\s*\}/)
  })
})
