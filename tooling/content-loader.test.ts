import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { nearest } from '#lib/writer-error'
import { ContentError, loadContent, missingTranslations } from './content-loader'

const root = path.resolve(__dirname, '..')
const load = (file: string, source: string) => () =>
  loadContent(path.join(root, 'content', file), source, root)

const service = (extra = '') => `services:
  - title: KPO
    icon: kpo
    summary: Research.
    description: Research and analysis.
    features:
      - One
${extra}`

describe('content errors a writer can act on', () => {
  it('accepts a valid file', () => {
    expect(load('services.yaml', service())()).toEqual([
      {
        title: 'KPO',
        icon: 'kpo',
        summary: 'Research.',
        description: 'Research and analysis.',
        features: ['One'],
      },
    ])
  })

  it('names the file, line, item and field of a missing field', () => {
    const source = service().replace('    summary: Research.\n', '')
    expect(load('services.yaml', source)).toThrow(
      'content/services.yaml:2 — item 1 ("KPO"), field "summary": this required field is missing. Fix: add a line `summary: ...` with a text.',
    )
  })

  it('explains an empty field', () => {
    expect(load('services.yaml', service().replace('Research.\n', '""\n'))).toThrow(
      /content\/services.yaml:4 — item 1 \("KPO"\), field "summary": this field is empty\. Fix:/,
    )
  })

  it('explains a list written as a single text', () => {
    const source = service().replace('    features:\n      - One\n', '    features: One, two\n')
    expect(load('services.yaml', source)).toThrow(
      'content/services.yaml:6 — item 1 ("KPO"), field "features": this should be a list, but it is a single text. Fix: put each entry on its own line, indented, starting with "- ".',
    )
  })

  it('suggests the field a misspelt one was meant to be', () => {
    expect(load('services.yaml', service('    featurs:\n      - Two\n'))).toThrow(
      /content\/services.yaml:2 — item 1 \("KPO"\): "featurs" is not a field this file uses\. Fix: did you mean "features"\?/,
    )
  })

  it('lists the allowed values of a choice', () => {
    expect(load('services.yaml', service().replace('icon: kpo', 'icon: rocket'))).toThrow(
      /content\/services.yaml:3 — .*field "icon": "rocket" is not allowed here\. Fix: use one of: erp, receptionist/,
    )
  })

  it('points at YAML syntax errors', () => {
    const error = (() => {
      try {
        load('faq.yaml', 'faq:\n  - question: What: now\n    answer: yes\n')()
      } catch (e) {
        return e as ContentError
      }
    })()
    expect(error).toBeInstanceOf(ContentError)
    expect(error?.message).toMatch(/^content\/faq.yaml:1 — the YAML cannot be read .* Fix: /)
  })

  it('asks for the list under its name (the editor needs a group of fields at the top)', () => {
    expect(load('faq.yaml', '- question: Why?\n  answer: Because.\n')).toThrow(
      'content/faq.yaml:1 — the entries of this file belong under one name. Fix: start the file with a line `faq:` and indent the entries under it by two spaces.',
    )
    expect(load('faq.yaml', 'fqa:\n  - question: Why?\n    answer: Because.\n')).toThrow(
      'content/faq.yaml:1 — "fqa" is not a field this file uses. Fix: did you mean "faq"? Rename it.',
    )
  })

  it('refuses a file no schema knows', () => {
    expect(load('servcies.yaml', '[]')).toThrow(
      /content\/servcies.yaml:1 — this content file is not known/,
    )
  })

  it('suggests near names only', () => {
    expect(nearest('titel', ['title', 'icon'])).toBe('title')
    expect(nearest('banana', ['title', 'icon'])).toBeUndefined()
  })
})

describe('translations of content files', () => {
  it("checks content/<name>.<code>.yaml against its English file's schema", () => {
    expect(load('services.ta.yaml', service())()).toHaveLength(1)
    const source = readFileSync(path.join(root, 'content/ui.ta.yaml'), 'utf8')
    // A short text left out of the translation: the file, its line, the key, the fix.
    expect(load('ui.ta.yaml', source.replace(/^ {2}start: .*\n/m, ''))).toThrow(
      /content\/ui\.ta\.yaml:\d+ — field "chat", field "start": this required field is missing/,
    )
  })

  it('refuses a translation of the settings, and a language the site does not list', () => {
    expect(load('site.ta.yaml', 'name: x\n')).toThrow(
      /content\/site\.ta\.yaml:1 — content\/site\.yaml holds settings, the same in every language: it has no translation\. Fix: delete content\/site\.ta\.yaml/,
    )
    expect(load('ui.hi.yaml', 'skipLink: x\n')).toThrow(
      /content\/ui\.hi\.yaml:1 — "hi" is not one of the site's languages \(ta, in content\/site\.yaml\)\. Fix: add it under "languages"/,
    )
  })

  it('names every missing translation of a listed language, with the fix', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'site-languages-'))
    try {
      mkdirSync(path.join(copy, 'content'))
      for (const file of readdirSync(path.join(root, 'content')).filter((f) => f.endsWith('.yaml')))
        copyFileSync(path.join(root, 'content', file), path.join(copy, 'content', file))
      expect(missingTranslations(copy)).toEqual([])
      rmSync(path.join(copy, 'content/form.ta.yaml'))
      rmSync(path.join(copy, 'content/faq.ta.yaml'))
      const [error, ...more] = missingTranslations(copy)
      expect(more).toEqual([])
      expect(error!.message).toBe(
        'content/faq.ta.yaml, content/form.ta.yaml are missing: content/site.yaml lists the language "ta", and every short text of the site needs its translation. Fix: copy each English file (content/faq.yaml to content/faq.ta.yaml) and translate its texts (WRITING.md, "Languages"), or remove "ta" from content/site.yaml.',
      )
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})

/**
 * Settings the docs call optional, written as the docs write them (docs/editor.md "One setting
 * turns it on", WRITING.md, docs/form-delivery.md), take their defaults when left out.
 */
describe('optional settings, as the docs write them', () => {
  const site = readFileSync(path.join(root, 'content/site.yaml'), 'utf8')
  const form = readFileSync(path.join(root, 'content/form.yaml'), 'utf8')
  /** site.yaml with its `editor:` block (the last block) replaced by `block`. */
  const withEditor = (block: string) => site.replace(/^editor:\n(?: {2}.*\n?)*/m, block)
  const settings = (source: string) => load('site.yaml', source)() as Record<string, unknown>

  it('turns the editor on with one setting, the repository (docs/editor.md)', () => {
    const source = withEditor('editor:\n  repo: acme/company-site\n')
    expect(source).not.toMatch(/previewUrl|cloud/)
    expect(settings(source).editor).toEqual({
      repo: 'acme/company-site',
      previewUrl: '',
      cloud: '',
    })
  })

  it('takes a preview address beside it, or a Keystatic Cloud project instead', () => {
    const preview =
      "editor:\n  repo: acme/company-site\n  previewUrl: 'https://{branch}.company-site.pages.dev'\n"
    expect(settings(withEditor(preview)).editor).toEqual({
      repo: 'acme/company-site',
      previewUrl: 'https://{branch}.company-site.pages.dev',
      cloud: '',
    })
    expect(settings(withEditor('editor:\n  cloud: team/project\n')).editor).toEqual({
      repo: '',
      previewUrl: '',
      cloud: 'team/project',
    })
  })

  it('leaves the form unsent without an endpoint, and takes Web3Forms with its key alone', () => {
    const unsent = site.replace(/^formEndpoint: .*\n/m, '')
    expect(unsent).not.toMatch(/formEndpoint/)
    expect(settings(unsent)).toMatchObject({ formProvider: 'json', formEndpoint: '' })
    const web3forms = unsent.replace(
      /^formProvider: .*$/m,
      'formProvider: web3forms\nformAccessKey: 0000-key',
    )
    expect(settings(web3forms)).toMatchObject({
      formProvider: 'web3forms',
      formEndpoint: '',
      formAccessKey: '0000-key',
    })
    const formspree = site.replace(
      /^formEndpoint: .*$/m,
      'formEndpoint: https://formspree.io/f/yourid',
    )
    expect(settings(formspree).formEndpoint).toBe('https://formspree.io/f/yourid')
  })

  it('counts visits only when asked, with the provider and its id (WRITING.md)', () => {
    const analytics = (block: string) =>
      settings(site.replace(/^analytics:\n(?: {2}.*\n)*/m, block)).analytics
    expect(analytics('')).toEqual({ provider: 'none', id: '' })
    expect(analytics('analytics:\n  provider: none\n')).toEqual({ provider: 'none', id: '' })
    expect(analytics('analytics:\n  provider: plausible\n  id: www.example.com\n')).toEqual({
      provider: 'plausible',
      id: 'www.example.com',
    })
    expect(() => analytics('analytics:\n  provider: cloudflare\n')).toThrow(
      /content\/site\.yaml:\d+ — field "analytics": needs the id the statistics service gave you/,
    )
  })

  it('leaves the news checkbox off without marketingConsent, and asks for its words when on', () => {
    const block = /^marketingConsent:\n(?: {2}.*\n)*/m
    const texts = (source: string) => load('form.yaml', source)() as Record<string, unknown>
    expect(texts(form.replace(block, '')).marketingConsent).toEqual({ enabled: false, label: '' })
    expect(
      texts(form.replace(block, 'marketingConsent:\n  enabled: false\n')).marketingConsent,
    ).toEqual({
      enabled: false,
      label: '',
    })
    const on = 'marketingConsent:\n  enabled: true\n  label: Also send me news.\n'
    expect(texts(form.replace(block, on)).marketingConsent).toEqual({
      enabled: true,
      label: 'Also send me news.',
    })
    expect(load('form.yaml', form.replace(block, 'marketingConsent:\n  enabled: true\n'))).toThrow(
      /content\/form\.yaml:\d+ — field "marketingConsent", field "label": the checkbox needs its words/,
    )
  })
})
