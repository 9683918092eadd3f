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

type Expected = string | RegExp

/** Each text or pattern is in `said`, or the test fails showing `context`. */
function expectSaid(said: string, expected: Expected[], context = said) {
  for (const text of expected) {
    if (typeof text === 'string')
      assert.ok(said.includes(text), `expected "${text}" in:\n${context.slice(0, 3000)}`)
    else assert.match(said, text)
  }
}

/** A change to one file of a copy. */
type Edit = (text: string) => string

/**
 * The mistakes of a describe, each in a file of its own, made in one copy and named by one build:
 * a build names every mistake of a kind at once (WRITING.md), each on a line that starts with its
 * file's path. Each test declares its mistakes and reads what the build said about its files; the
 * first test to run builds. One build instead of one a mistake (about 4 s each).
 */
function mistakesInOneCopy() {
  const edits: [string, Edit][] = []
  const pictures: [string, () => Promise<Buffer>][] = []
  let result: Promise<{ dir: string; status: number | null; output: string }> | undefined
  const built = () =>
    (result ??= (async () => {
      const dir = copyWith((w) => edits.forEach(([file, edit]) => w(file, edit)))
      for (const [file, bytes] of pictures) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
        writeFileSync(path.join(dir, file), await bytes())
      }
      return { dir, ...(await viteBuild(dir)) }
    })())
  /** What the build said about `file`: the lines that start with its path. */
  const saidAbout = async (file: string) => {
    const { status, output } = await built()
    assert.notEqual(status, 0, 'the build must fail')
    const said = output
      .split('\n')
      .map((line) => line.replace(/^Error: /, ''))
      .filter((line) => line.startsWith(file) && /^[: ]/.test(line.slice(file.length)))
      .join('\n')
    assert.ok(said, `nothing about ${file} in:\n${output.slice(0, 3000)}`)
    console.log(`writer sees: ${said.split('\n')[0]}`)
    return said
  }
  return {
    built,
    /**
     * A test of `cases`: each a file, its mistake and what the build must say about it (or about
     * the file `named`).
     */
    test(
      title: string,
      ...cases: [file: string, edit: Edit, expected: Expected[], named?: string][]
    ) {
      for (const [file, edit] of cases) edits.push([file, edit])
      test(title, async () => {
        for (const [file, , expected, named = file] of cases)
          expectSaid(await saidAbout(named), expected)
      })
    },
    /** Writes a picture into the copy, after the edits. */
    picture(file: string, bytes: () => Promise<Buffer>) {
      pictures.push([file, bytes])
    },
  }
}

const ABOUT = 'pages/about/+Page.mdx'
const append = (extra: string) => (text: string) => `${text}\n${extra}\n`

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
        { raw: { width, height, channels: 3 } },
      )
    : sharp({ create: { width, height, channels: 3, background: '#1f4fc4' } })
  )
    .toFormat(format)
    .toBuffer()

/** Names `image` as the page's or entry's shareImage, on line 2. */
const naming = (image: string) => (text: string) =>
  text.replace(/^---\n/, `---\nshareImage: ${image}\n`)

test.describe('MDX mistakes and share images, each in a file of its own: all named by one build', () => {
  const copy = mistakesInOneCopy()

  copy.test('a stray "{" in prose', [
    'pages/cookies/+Page.mdx',
    append('Prices start at {low and go up.'),
    ['starts code in MDX', 'Fix: write \\{'],
  ])

  copy.test('a stray "<" before a letter in prose', [
    'pages/terms/+Page.mdx',
    append('Response times are <5 minutes.'),
    ['a "<" starts a tag in MDX. Fix: write \\< or &lt;'],
  ])

  copy.test('an unclosed tag', [
    ABOUT,
    (t) => t.replace('<ValuesGrid />\n</Section>', '<ValuesGrid />'),
    ['a tag is opened but not closed', 'Fix: close it with a matching </Name>'],
  ])

  copy.test('an unknown component, with the nearest name and the list', [
    'pages/careers/+Page.mdx',
    append('<ServiceGrid />'),
    [
      '<ServiceGrid> is not a component this site has. Fix: did you mean <ServicesGrid>? use one of: <Hero>',
    ],
  ])

  copy.test('a {name} in prose that the page does not know', [
    'pages/privacy/+Page.mdx',
    append('Call us at {phoneNumber} today.'),
    [
      `— "{phoneNumber}" is read as code, and this page has nothing called phoneNumber. Fix: write \\{phoneNumber\\}`,
    ],
  ])

  copy.test("code that would print the build machine's secrets into the page", [
    'pages/contact/+Page.mdx',
    append('Built in {process.env.HOME + Object.keys(process.env).length}.'),
    [
      /^pages\/contact\/\+Page\.mdx:\d+ — "\{process\.env\.HOME .*" is code, and pages cannot run code\. Fix:/m,
    ],
  ])
  test("code that would print the build machine's secrets: no page is written", async () => {
    const { dir } = await copy.built()
    assert.ok(!existsSync(path.join(dir, 'dist/client/contact.html')), 'no page was written')
  })

  copy.test(
    'an import, an export or a raw attribute that runs script',
    [
      'pages/search/+Page.mdx',
      append("\nimport { readFileSync } from 'node:fs'\n"),
      ['components need no import'],
    ],
    [
      'pages/blog/+Page.mdx',
      append('\nexport const key = process.env.SITE_FORM_ACCESS_KEY\n'),
      ['components need no import'],
    ],
    [
      'pages/case-studies/+Page.mdx',
      append('\n<img src="/favicon.svg" alt="Logo" onload="alert(1)" />\n'),
      ['"onload" is not allowed in a page'],
    ],
  )

  copy.test('a link to a page that does not exist, in a post', [
    'content/blog/choosing-an-erp-for-a-growing-business.mdx',
    append('Read about [our services](/servcies).'),
    ['the link "/servcies" goes to a page that does not exist. Fix: did you mean "/services"?'],
  ])

  copy.test('a button to a page that does not exist', [
    'pages/about/ta.mdx',
    (t) => t.replace('secondaryHref="/contact"', 'secondaryHref="/contacts"'),
    ['the link "/contacts" goes to a page that does not exist'],
  ])

  const STORY = 'image="https://images.unsplash.com/photo-1552664730-d307ca884978"'
  copy.test(
    'a photo without alt text, in a component and in Markdown',
    [
      'pages/services/ta.mdx',
      append(`<TextWithImage title="Our story" ${STORY}>Text</TextWithImage>`),
      ['<TextWithImage> shows a photo but has no imageAlt. Fix: add imageAlt='],
    ],
    [
      'pages/services/+Page.mdx',
      append('![](https://images.unsplash.com/photo-1552664730-d307ca884978)'),
      ['has no description. Fix: write what it shows between the brackets'],
    ],
  )

  const photo = (value: string) =>
    append(
      `<TextWithImage title="Our story" image="${value}" imageAlt="Our team">Text</TextWithImage>`,
    )
  copy.test(
    'a photo that is not in the repository, or on a site the pages may not load from',
    [
      'pages/cookies/ta.mdx',
      photo('content/images/our-story.jpg'),
      [
        '<TextWithImage>: the photo "content/images/our-story.jpg" is not in the repository. Fix: put it in content/images/',
      ],
    ],
    [
      'pages/terms/ta.mdx',
      photo('https://example.com/our-story.jpg'),
      ['is on a site the pages may not load photos from. Fix: use a photo from'],
    ],
  )

  copy.test(
    'a page without a title, or without a description',
    [
      'pages/privacy/requests/+Page.mdx',
      (t) => t.replace(/^title: .*\n/m, ''),
      [`:2 — the page's title is missing or empty. Fix: add "title: ..."`],
    ],
    [
      'pages/privacy/requests/ta.mdx',
      (t) => t.replace(/^---[\s\S]*?---\n/, ''),
      [`:1 — this page has no title and description. Fix: start the file with three lines`],
    ],
  )

  // A writer's own share image (its own folder, written after the edits).
  const SHARE = `:2 — the page's shareImage: the share image`
  copy.test('a share image that is not in the repository', [
    'pages/index/+Page.mdx',
    naming('content/images/share/about.jpg'),
    [
      `${SHARE} "content/images/share/about.jpg" is not in the repository. Fix: put it in content/images/`,
    ],
  ])

  copy.test('a share image outside content/images/', [
    'pages/index/ta.mdx',
    naming('public/og-image.jpg'),
    [
      `${SHARE} "public/og-image.jpg" is not in content/images/. Fix: put the picture in content/images/`,
    ],
  ])

  copy.picture('content/images/share/about.gif', () => picture(1200, 630, 'gif'))
  copy.test('a share image that is not JPEG, PNG or WebP', [
    'pages/contact/ta.mdx',
    naming('content/images/share/about.gif'),
    [
      `${SHARE} "content/images/share/about.gif" is not a JPEG, PNG or WebP picture, which every chat app shows. Fix: save it as a 1200×630-pixel JPEG`,
    ],
  ])

  copy.picture('content/images/share/square.jpg', () => picture(1000, 1000, 'jpeg'))
  copy.test('a share image that is not 1.91:1, in an entry, with its line', [
    'content/blog/what-a-virtual-receptionist-does.mdx',
    naming('content/images/share/square.jpg'),
    [
      `:2 — the entry's shareImage: the share image "content/images/share/square.jpg" is 1000×1000 pixels; link previews are 1.91:1 (1200×630, give or take 3 %) and would crop it. Fix: crop it to 1200×630 pixels.`,
    ],
  ])

  copy.picture('content/images/share/small.png', () => picture(400, 210, 'png'))
  copy.test('a share image under 600 pixels wide', [
    'pages/search/ta.mdx',
    naming('content/images/share/small.png'),
    [
      `${SHARE} "content/images/share/small.png" is only 400 pixels wide; chat apps show a picture under 600 as a small thumbnail. Fix: save it as a 1200×630-pixel JPEG`,
    ],
  ])

  copy.picture('content/images/share/heavy.png', () => picture(1200, 630, 'png', true))
  copy.test('a share image over 300 kB', [
    'pages/privacy/ta.mdx',
    naming('content/images/share/heavy.png'),
    [
      /:2 — the page's shareImage: the share image "content\/images\/share\/heavy\.png" is \d+ kB; WhatsApp shows no preview of a picture over 300 kB\. Fix: save it as a 1200×630-pixel JPEG/,
    ],
  ])
})

test.describe('page file mistakes: all named by one build', () => {
  const copy = mistakesInOneCopy()
  const PAGE = 'a page is a folder with a file named exactly +Page.mdx in it'
  const about = () => readFileSync(ABOUT, 'utf8')

  copy.test('a folder name that cannot be an address', [
    'pages/Our Team/+Page.mdx',
    about,
    [
      'pages/Our Team/ — "Our Team" becomes part of the page\'s address, which may only hold lower-case letters, digits and dashes. Fix: rename the folder to our-team.',
    ],
    'pages/Our Team/',
  ])

  copy.test('a Markdown file instead of MDX', [
    'pages/careers/+Page.md',
    () => '# Careers\n',
    [
      `pages/careers/+Page.md — ${PAGE}`,
      'Fix: rename it to pages/careers/+Page.mdx (Markdown is valid MDX).',
    ],
  ])

  copy.test('a page written as a file of its own, not a folder', [
    'pages/careers.mdx',
    about,
    [`pages/careers.mdx — ${PAGE}`, 'Fix: move it to pages/careers/+Page.mdx.'],
  ])

  copy.test('two files for the same address', [
    'pages/about/index/+Page.mdx',
    about,
    [
      'pages/about/+Page.mdx and pages/about/index/+Page.mdx are both the page at /about. Fix: delete one of the two, or move it to another folder.',
    ],
    'pages/about/+Page.mdx',
  ])
})

test.describe('content mistakes, each in a file of its own: all named by one build', () => {
  const copy = mistakesInOneCopy()
  const SERVICES = 'content/services.yaml'

  copy.test('a missing required field', [
    SERVICES,
    (t) => t.replace(/^ {4}summary: >-\n {6}One system.*\n.*\n/m, ''),
    [
      `${SERVICES}:2 — item 1 ("ERP Solutions"), field "summary": this required field is missing. Fix: add a line \`summary: ...\``,
    ],
  ])

  copy.test('a list written as a single text, in the same file', [
    SERVICES,
    (t) =>
      t.replace(
        /features:\n(\s+- Requirement study and process mapping\n)(\s+- .*\n){3}/,
        'features: Requirement study, implementation\n',
      ),
    [
      'field "features": this should be a list, but it is a single text. Fix: put each entry on its own line',
    ],
  ])

  copy.test('a field added to the contact form without a line in the privacy notice', [
    'lib/form-delivery.ts',
    (t) => t.replace("'service', 'message']", "'service', 'message', 'budget']"),
    [
      'field "fields", field "budget": this required field is missing. Fix: add a line `budget: ...`',
    ],
    'content/privacy.yaml',
  ])

  copy.test('an empty field', [
    'content/faq.yaml',
    (t) => t.replace('- question: Which industries do you serve?', '- question: ""'),
    [':2 — item 1', 'field "question": this field is empty. Fix:'],
  ])

  copy.test('an unknown field', [
    'content/testimonials.yaml',
    (t) => t.replace('  author: Priya Raman', '  autor: Priya Raman'),
    ['"autor" is not a field this file uses. Fix: did you mean "author"?'],
  ])

  copy.test('a link in a content file to a page that does not exist', [
    'content/navigation.yaml',
    (t) => t.replace('href: /about', 'href: /abuot'),
    [
      'content/navigation.yaml:5 — field "header", item 2 ("About"), field "href": "/abuot" goes to a page that does not exist. Fix: did you mean "/about"?',
    ],
  ])

  const line =
    readFileSync('content/site.yaml', 'utf8')
      .split('\n')
      .findIndex((l) => l.startsWith('formEndpoint:')) + 1
  copy.test('a contact form address that is not https', [
    'content/site.yaml',
    (t) => t.replace(/^formEndpoint: .*$/m, 'formEndpoint: http://forms.example.com/f/abc'),
    [
      `content/site.yaml:${line} — field "formEndpoint": "http://forms.example.com/f/abc" is not https`,
      'Fix: write https:// instead of http:// (http:// is allowed only for http://localhost or http://127.0.0.1, for testing)',
    ],
  ])
})

test.describe("a writer's own share image", () => {
  const POST = 'content/blog/what-a-virtual-receptionist-does.mdx'
  test("a good one is the page's og:image and the post's JSON-LD image, on our origin, hashed", async () => {
    const [jpeg, webp] = await Promise.all([picture(1200, 630, 'jpeg'), picture(1260, 660, 'webp')])
    const dir = copyWith((w) => w(POST, naming('content/images/share/reception.jpg')))
    mkdirSync(path.join(dir, 'content/images/share'), { recursive: true })
    writeFileSync(path.join(dir, 'content/images/share/reception.jpg'), jpeg)
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
  const builtCopy = async (change: Parameters<typeof copyWith>[0]) => {
    const dir = copyWith(change)
    return { dir, ...(await build(dir)) }
  }
  // A copy left as it is and one with two new pages, built side by side when the first test
  // needs either (this file's tests run in one worker, which removes the copies after them).
  let pair: Promise<Awaited<ReturnType<typeof builtCopy>>[]> | undefined
  const built = () =>
    (pair ??= Promise.all([
      builtCopy(() => {}),
      builtCopy((w) => {
        w('pages/careers/+Page.mdx', () => careers)
        w('pages/services/approach/+Page.mdx', () => approach)
      }),
    ]))
  const unchanged = async () => (await built())[0]!
  const withNewPages = async () => (await built())[1]!

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
