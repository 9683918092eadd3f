/**
 * Each mistake a writer can make, made in a temporary copy of the site, must
 * stop `vike build` with the file, the line or field, and a plain-English fix.
 */
import assert from 'node:assert/strict'
import { mkdirSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import sharp from 'sharp'
import { copyProject } from '../../scripts/project-copy.ts'
import { build } from '../build'

const copies: string[] = []
test.afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A copy of the project (node_modules linked) with `change` applied. */
function copyWith(change: (write: (file: string, edit: (text: string) => string) => void) => void) {
  const dir = copyProject(mkdtempSync(path.join(os.tmpdir(), 'site-mistake-')))
  copies.push(dir)
  change((file, edit) => {
    const full = path.join(dir, file)
    mkdirSync(path.dirname(full), { recursive: true })
    const before = existsSync(full) ? readFileSync(full, 'utf8') : undefined
    const after = edit(before ?? '')
    // A mistake that changes nothing would test nothing (a file moved, a text reworded).
    assert.notEqual(after, before, `${file}: the test's change did not apply`)
    writeFileSync(full, after)
  })
  return dir
}

/** `vike build` alone: a mistake stops it before the step after it. */
const viteBuild = (dir: string) => build(dir, { CI: 'true' }, 'vike build')

async function expectFailure(
  change: Parameters<typeof copyWith>[0] | string,
  expected: (string | RegExp)[],
) {
  const { status, output } = await viteBuild(typeof change === 'string' ? change : copyWith(change))
  assert.notEqual(status, 0, 'the build must fail')
  for (const text of expected) {
    if (typeof text === 'string')
      assert.ok(output.includes(text), `expected "${text}" in:\n${output.slice(0, 3000)}`)
    else assert.match(output, text)
  }
  // Print the message a writer sees, for the record.
  const line = output.split('\n').find((l) => /(content|pages)\/\S.* — /.test(l))
  console.log(`writer sees: ${line?.trim()}`)
}

const ABOUT = 'pages/about/+Page.mdx'
const append = (extra: string) => (text: string) => `${text}\n${extra}\n`

test.describe('MDX mistakes', () => {
  test.describe.configure({ mode: 'parallel' })
  test('a stray "{" in prose', () =>
    expectFailure(
      (w) => w(ABOUT, append('Prices start at {low and go up.')),
      [`${ABOUT}:`, 'starts code in MDX', 'Fix: write \\{'],
    ))

  test('a stray "<" before a letter in prose', () =>
    expectFailure(
      (w) => w(ABOUT, append('Response times are <5 minutes.')),
      [`${ABOUT}:`, 'a "<" starts a tag in MDX. Fix: write \\< or &lt;'],
    ))

  test('mistakes in two pages and a post: all three named in one build', () =>
    expectFailure(
      (w) => {
        w(ABOUT, append('Response times are <5 minutes.'))
        w('pages/services/+Page.mdx', append('Prices start at {low and go up.'))
        w(
          'content/blog/moving-from-spreadsheets-to-an-erp.mdx',
          append('Read our [prices](/pricing).'),
        )
      },
      [
        `${ABOUT}:`,
        'a "<" starts a tag in MDX',
        'pages/services/+Page.mdx:',
        'starts code in MDX',
        'content/blog/moving-from-spreadsheets-to-an-erp.mdx:',
        '"/pricing" goes to a page that does not exist',
      ],
    ))

  test('an unclosed tag', () =>
    expectFailure(
      (w) => w(ABOUT, (t) => t.replace('<ValuesGrid />\n</Section>', '<ValuesGrid />')),
      [`${ABOUT}:`, 'a tag is opened but not closed', 'Fix: close it with a matching </Name>'],
    ))

  test('an unknown component, with the nearest name and the list', () =>
    expectFailure(
      (w) => w(ABOUT, append('<ServiceGrid />')),
      [
        `${ABOUT}:`,
        '<ServiceGrid> is not a component this site has. Fix: did you mean <ServicesGrid>? use one of: <Hero>',
      ],
    ))

  test('a {name} in prose that the page does not know', () =>
    expectFailure(
      (w) => w(ABOUT, append('Call us at {phoneNumber} today.')),
      [
        `${ABOUT}:`,
        `— "{phoneNumber}" is read as code, and this page has nothing called phoneNumber. Fix: write \\{phoneNumber\\}`,
      ],
    ))

  test("code that would print the build machine's secrets into the page", async () => {
    const dir = copyWith((w) =>
      w(ABOUT, append('Built in {process.env.HOME + Object.keys(process.env).length}.')),
    )
    const { status, output } = await viteBuild(dir)
    assert.notEqual(status, 0, 'the build must fail')
    assert.match(
      output,
      /pages\/about\/\+Page\.mdx:\d+ — "\{process\.env\.HOME .*" is code, and pages cannot run code\. Fix:/,
    )
    assert.ok(!existsSync(path.join(dir, 'dist/client/about.html')), 'no page was written')
  })

  test('an import, an export or a raw attribute that runs script', async () => {
    for (const [extra, expected] of [
      ["import { readFileSync } from 'node:fs'", 'components need no import'],
      ['export const key = process.env.SITE_FORM_ACCESS_KEY', 'components need no import'],
      [
        '<img src="/favicon.svg" alt="Logo" onload="alert(1)" />',
        '"onload" is not allowed in a page',
      ],
    ])
      await expectFailure((w) => w(ABOUT, append(`\n${extra}\n`)), [`${ABOUT}:`, expected!])
  })

  test('a link to a page that does not exist', () =>
    expectFailure(
      (w) => w(ABOUT, append('Read about [our services](/servcies).')),
      [
        `${ABOUT}:`,
        'the link "/servcies" goes to a page that does not exist. Fix: did you mean "/services"?',
      ],
    ))

  test('a button to a page that does not exist', () =>
    expectFailure(
      (w) => w(ABOUT, (t) => t.replace('secondaryHref="/contact"', 'secondaryHref="/contacts"')),
      [`${ABOUT}:`, 'the link "/contacts" goes to a page that does not exist'],
    ))

  test('a photo without alt text, in a component and in Markdown', async () => {
    await expectFailure(
      (w) => w(ABOUT, (t) => t.replace(/\s+imageAlt="[^"]*"/, '')),
      [`${ABOUT}:`, '<TextWithImage> shows a photo but has no imageAlt. Fix: add imageAlt='],
    )
    await expectFailure(
      (w) => w(ABOUT, append('![](https://images.unsplash.com/photo-1552664730-d307ca884978)')),
      [`${ABOUT}:`, 'has no description. Fix: write what it shows between the brackets'],
    )
  })

  test('a photo that is not in the repository, or on a site the pages may not load from', async () => {
    const photo = (value: string) => (t: string) =>
      t.replace(
        /image="https:\/\/images\.unsplash\.com\/[^"]*" imageAlt/,
        `image="${value}" imageAlt`,
      )
    await expectFailure(
      (w) => w(ABOUT, photo('content/images/our-story.jpg')),
      [
        `${ABOUT}:`,
        '<TextWithImage>: the photo "content/images/our-story.jpg" is not in the repository. Fix: put it in content/images/',
      ],
    )
    await expectFailure(
      (w) => w(ABOUT, photo('https://example.com/our-story.jpg')),
      [`${ABOUT}:`, 'is on a site the pages may not load photos from. Fix: use a photo from'],
    )
  })

  test('a page without a title, or without a description', async () => {
    await expectFailure(
      (w) => w(ABOUT, (t) => t.replace(/^title: .*\n/m, '')),
      [`${ABOUT}:2 — the page's title is missing or empty. Fix: add "title: ..."`],
    )
    await expectFailure(
      (w) => w(ABOUT, (t) => t.replace(/^---[\s\S]*?---\n/, '')),
      [`${ABOUT}:1 — this page has no title and description. Fix: start the file with three lines`],
    )
  })
})

test.describe('page file mistakes', () => {
  test.describe.configure({ mode: 'parallel' })
  const PAGE = 'a page is a folder with a file named exactly +Page.mdx in it'
  test('a folder name that cannot be an address', () =>
    expectFailure(
      (w) => w('pages/Our Team/+Page.mdx', () => readFileSync(ABOUT, 'utf8')),
      [
        'pages/Our Team/ — "Our Team" becomes part of the page\'s address, which may only hold lower-case letters, digits and dashes. Fix: rename the folder to our-team.',
      ],
    ))

  test('a Markdown file instead of MDX', () =>
    expectFailure(
      (w) => w('pages/careers/+Page.md', () => '# Careers\n'),
      [
        `pages/careers/+Page.md — ${PAGE}`,
        'Fix: rename it to pages/careers/+Page.mdx (Markdown is valid MDX).',
      ],
    ))

  test('a page written as a file of its own, not a folder', () =>
    expectFailure(
      (w) => w('pages/careers.mdx', () => readFileSync(ABOUT, 'utf8')),
      [`pages/careers.mdx — ${PAGE}`, 'Fix: move it to pages/careers/+Page.mdx.'],
    ))

  test('two files for the same address', () =>
    expectFailure(
      (w) => w('pages/about/index/+Page.mdx', () => readFileSync(ABOUT, 'utf8')),
      [
        'pages/about/+Page.mdx and pages/about/index/+Page.mdx are both the page at /about. Fix: delete one of the two, or move it to another folder.',
      ],
    ))
})

test.describe('content mistakes', () => {
  test.describe.configure({ mode: 'parallel' })
  const SERVICES = 'content/services.yaml'
  test('mistakes in two files: both named in one build', () =>
    expectFailure(
      (w) => {
        w(SERVICES, (t) => t.replace(/^ {4}summary: >-\n {6}One system.*\n.*\n/m, ''))
        w('content/site.yaml', (t) => t.replace(/^siteUrl: .*$/m, 'siteUrl: 42'))
      },
      [`${SERVICES}:2 — item 1 ("ERP Solutions"), field "summary"`, 'content/site.yaml:'],
    ))

  test('a missing required field', () =>
    expectFailure(
      (w) => w(SERVICES, (t) => t.replace(/^ {4}summary: >-\n {6}One system.*\n.*\n/m, '')),
      [
        `${SERVICES}:2 — item 1 ("ERP Solutions"), field "summary": this required field is missing. Fix: add a line \`summary: ...\``,
      ],
    ))

  test('a field added to the contact form without a line in the privacy notice', () =>
    expectFailure(
      (w) =>
        w('lib/form-delivery.ts', (t) =>
          t.replace("'service', 'message']", "'service', 'message', 'budget']"),
        ),
      [
        'content/privacy.yaml:',
        'field "fields", field "budget": this required field is missing. Fix: add a line `budget: ...`',
      ],
    ))

  test('an empty field', () =>
    expectFailure(
      (w) =>
        w('content/faq.yaml', (t) =>
          t.replace('- question: Which industries do you serve?', '- question: ""'),
        ),
      ['content/faq.yaml:2 — item 1', 'field "question": this field is empty. Fix:'],
    ))

  test('a list written as a single text', () =>
    expectFailure(
      (w) =>
        w(SERVICES, (t) =>
          t.replace(
            /features:\n(\s+- Requirement study and process mapping\n)(\s+- .*\n){3}/,
            'features: Requirement study, implementation\n',
          ),
        ),
      [
        'field "features": this should be a list, but it is a single text. Fix: put each entry on its own line',
      ],
    ))

  test('an unknown field', () =>
    expectFailure(
      (w) =>
        w('content/testimonials.yaml', (t) =>
          t.replace('  author: Priya Raman', '  autor: Priya Raman'),
        ),
      [
        'content/testimonials.yaml:',
        '"autor" is not a field this file uses. Fix: did you mean "author"?',
      ],
    ))

  test('a link in a content file to a page that does not exist', () =>
    expectFailure(
      (w) => w('content/navigation.yaml', (t) => t.replace('href: /about', 'href: /abuot')),
      [
        'content/navigation.yaml:5 — field "header", item 2 ("About"), field "href": "/abuot" goes to a page that does not exist. Fix: did you mean "/about"?',
      ],
    ))

  test('a contact form address that is not https', () => {
    const line =
      readFileSync('content/site.yaml', 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('formEndpoint:')) + 1
    return expectFailure(
      (w) =>
        w('content/site.yaml', (t) =>
          t.replace(/^formEndpoint: .*$/m, 'formEndpoint: http://forms.example.com/f/abc'),
        ),
      [
        `content/site.yaml:${line} — field "formEndpoint": "http://forms.example.com/f/abc" is not https`,
        'Fix: write https:// instead of http:// (http:// is allowed only for http://localhost or http://127.0.0.1, for testing)',
      ],
    )
  })
})

test.describe("a writer's own share image", () => {
  test.describe.configure({ mode: 'parallel' })
  const POST = 'content/blog/what-a-virtual-receptionist-does.mdx'
  /** A picture: `width`×`height`, a flat colour, or noise (which compresses badly). */
  const picture = (
    width: number,
    height: number,
    format: 'jpeg' | 'png' | 'webp' | 'gif',
    noise = false,
  ) =>
    (noise
      ? sharp(
          Buffer.from(
            Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256)),
          ),
          {
            raw: { width, height, channels: 3 },
          },
        )
      : sharp({ create: { width, height, channels: 3, background: '#1f4fc4' } })
    )
      .toFormat(format)
      .toBuffer()
  /** A copy whose `page` names `image` as its shareImage (line 2), with `bytes` there if given. */
  const copyNaming = (page: string, image: string, bytes?: Buffer) => {
    const dir = copyWith((w) => w(page, (t) => t.replace(/^---\n/, `---\nshareImage: ${image}\n`)))
    if (bytes) {
      mkdirSync(path.dirname(path.join(dir, image)), { recursive: true })
      writeFileSync(path.join(dir, image), bytes)
    }
    return dir
  }
  const FIELD = `${ABOUT}:2 — the page's shareImage: the share image`

  test('a share image that is not in the repository', () =>
    expectFailure(copyNaming(ABOUT, 'content/images/share/about.jpg'), [
      `${FIELD} "content/images/share/about.jpg" is not in the repository. Fix: put it in content/images/`,
    ]))

  test('a share image outside content/images/', () =>
    expectFailure(copyNaming(ABOUT, 'public/og-image.jpg'), [
      `${FIELD} "public/og-image.jpg" is not in content/images/. Fix: put the picture in content/images/`,
    ]))

  test('a share image that is not JPEG, PNG or WebP', async () =>
    expectFailure(
      copyNaming(ABOUT, 'content/images/share/about.gif', await picture(1200, 630, 'gif')),
      [
        `${FIELD} "content/images/share/about.gif" is not a JPEG, PNG or WebP picture, which every chat app shows. Fix: save it as a 1200×630-pixel JPEG`,
      ],
    ))

  test('a share image that is not 1.91:1, in an entry, with its line', async () =>
    expectFailure(
      copyNaming(POST, 'content/images/share/square.jpg', await picture(1000, 1000, 'jpeg')),
      [
        `${POST}:2 — the entry's shareImage: the share image "content/images/share/square.jpg" is 1000×1000 pixels; link previews are 1.91:1 (1200×630, give or take 3 %) and would crop it. Fix: crop it to 1200×630 pixels.`,
      ],
    ))

  test('a share image under 600 pixels wide', async () =>
    expectFailure(
      copyNaming(ABOUT, 'content/images/share/small.png', await picture(400, 210, 'png')),
      [
        `${FIELD} "content/images/share/small.png" is only 400 pixels wide; chat apps show a picture under 600 as a small thumbnail. Fix: save it as a 1200×630-pixel JPEG`,
      ],
    ))

  test('a share image over 300 kB', async () =>
    expectFailure(
      copyNaming(ABOUT, 'content/images/share/heavy.png', await picture(1200, 630, 'png', true)),
      [
        new RegExp(
          `${FIELD.replace(/[+.]/g, '\\$&')} "content/images/share/heavy\\.png" is \\d+ kB; WhatsApp shows no preview of a picture over 300 kB\\. Fix: save it as a 1200×630-pixel JPEG`,
        ),
      ],
    ))

  test("a good one is the page's og:image and the post's JSON-LD image, on our origin, hashed", async () => {
    const [jpeg, webp] = await Promise.all([picture(1200, 630, 'jpeg'), picture(1260, 660, 'webp')])
    const dir = copyNaming(POST, 'content/images/share/reception.jpg', jpeg)
    writeFileSync(
      path.join(dir, ABOUT),
      readFileSync(path.join(dir, ABOUT), 'utf8').replace(
        /^---\n/,
        '---\nshareImage: content/images/share/about-team.webp\n',
      ),
    )
    writeFileSync(path.join(dir, 'content/images/share/about-team.webp'), webp)
    const { status, output } = await build(dir)
    assert.equal(status, 0, output.slice(-3000))
    const tag = (html: string, property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]
    for (const [file, bytes, type, width, height] of [
      ['blog/what-a-virtual-receptionist-does.html', jpeg, 'image/jpeg', '1200', '630'],
      ['about.html', webp, 'image/webp', '1260', '660'],
    ] as const) {
      const html = readFileSync(path.join(dir, 'dist/client', file), 'utf8')
      const image = tag(html, 'og:image') ?? ''
      const ext = type === 'image/jpeg' ? 'jpg' : 'webp'
      assert.match(image, new RegExp(`^https://[^/]+/cards/[a-z-]+\\.[0-9a-f]{8}\\.${ext}$`), file)
      assert.equal(tag(html, 'og:image:type'), type, file)
      assert.equal(tag(html, 'og:image:width'), width, file)
      assert.equal(tag(html, 'og:image:height'), height, file)
      assert.deepEqual(readFileSync(path.join(dir, 'dist/client', new URL(image).pathname)), bytes)
      if (file.startsWith('blog/'))
        assert.equal(/"@type":"BlogPosting"[^<]*?"image":"([^"]+)"/.exec(html)?.[1], image)
    }
  })
})

/** The script files a page of the build loads (the one shared entry), by name, with their code. */
function sharedEntries(dir: string): Record<string, string> {
  const client = path.join(dir, 'dist/client')
  const html = readFileSync(path.join(client, 'index.html'), 'utf8')
  const files = [...html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map(([, file]) => file!)
  return Object.fromEntries(
    files.map((file) => [file, readFileSync(path.join(client, file), 'utf8')]),
  )
}

test.describe('a new page is one file', () => {
  test.describe.configure({ mode: 'parallel' })
  const careers = `---
title: Careers
description: Join our team in Coimbatore, with open positions in engineering, analysis and support.
---

<PageHeader eyebrow="Careers" title="Work with us">
We are growing and looking for people who like solving real problems.
</PageHeader>

Read [how we work with clients](/services/approach).
`
  const approach = `---
title: How we work
description: Our four-step approach to every engagement, from the first conversation to steady support.
---

<PageHeader eyebrow="Approach" title="How we work">
Four steps, from the first conversation to steady support.
</PageHeader>
`
  // Built once each, when the first test needs them.
  let baseline: ReturnType<typeof builtCopy> | undefined
  let added: ReturnType<typeof builtCopy> | undefined
  const builtCopy = async (change: Parameters<typeof copyWith>[0]) => {
    const dir = copyWith(change)
    return { dir, ...(await build(dir)) }
  }
  const withNewPages = () =>
    (added ??= builtCopy((w) => {
      w('pages/careers/+Page.mdx', () => careers)
      w('pages/services/approach/+Page.mdx', () => approach)
    }))
  const unchanged = () => (baseline ??= builtCopy(() => {}))

  test('pages/careers/+Page.mdx and pages/services/approach/+Page.mdx are prerendered, styled and in the sitemap', async () => {
    const { dir, status, output } = await withNewPages()
    assert.equal(status, 0, output.slice(-2000))
    for (const [file, title, heading] of [
      ['careers.html', 'Careers', 'Work with us'],
      ['services/approach.html', 'How we work', 'How we work'],
    ] as const) {
      const html = readFileSync(path.join(dir, 'dist/client', file), 'utf8')
      assert.match(html, new RegExp(`<title>${title} \\| `))
      assert.match(html, new RegExp(`<h1[^>]*>${heading}</h1>`))
      assert.match(html, /id="site-header"/, 'in the shared layout')
      assert.match(html, /rel="stylesheet"/, 'styled')
      assert.deepEqual(
        [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => src!.split('.')[0]),
        ['/assets/entries/pages_client'],
        'HTML and CSS, and the one shared script',
      )
    }
    const sitemap = readFileSync(path.join(dir, 'dist/client/sitemap.xml'), 'utf8')
    assert.match(sitemap, /\/careers<\/loc>/)
    assert.match(sitemap, /\/services\/approach<\/loc>/)
  })

  test('builds without a single warning', async () => {
    const { status, output } = await unchanged()
    assert.equal(status, 0, output.slice(-2000))
    // npm's own notes about this machine's ~/.npmrc are not the build's.
    const warnings = output
      .split('\n')
      .filter((line) => /warn|deprecat/i.test(line) && !line.startsWith('npm warn'))
    assert.deepEqual(warnings, [])
  })

  test('leaves the code every page loads first unchanged, byte for byte', async () => {
    const [before, after] = await Promise.all([unchanged(), withNewPages()])
    assert.equal(before.status, 0, before.output.slice(-2000))
    assert.equal(after.status, 0, after.output.slice(-2000))
    const [entriesBefore, entriesAfter] = [sharedEntries(before.dir), sharedEntries(after.dir)]
    assert.equal(Object.keys(entriesBefore).length, 1, 'the one shared script')
    assert.deepEqual(entriesAfter, entriesBefore)
  })
})
