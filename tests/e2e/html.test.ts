import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { pageFile } from '../../scripts/serve.ts'
import { readContent } from './content'
import { TAMIL_ROUTES, test } from './harness'

const settings = readContent('site.yaml')
const PAGES: Record<string, string> = {
  ...Object.fromEntries(
    [
      ...['/', '/about', '/services', '/contact', '/components', '/privacy', '/cookies', '/terms'],
      '/search',
      ...TAMIL_ROUTES,
    ].map((route) => [route, `dist/client/${pageFile(route)}`]),
  ),
  '/404': 'dist/client/404.html',
}
const read = (file: string) => readFileSync(file, 'utf8')
/** The links the spec names as placeholders (href="#"); no other link may be "#". */
const PLACEHOLDERS = [...settings.social.map((s: { network: string }) => s.network)]

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&')
const anchors = (html: string) =>
  [...html.matchAll(/<a\s[^>]*>[\s\S]*?<\/a>/g)].map((m) => ({
    tag: m[0].slice(0, m[0].indexOf('>') + 1),
    text: m[0]
      .replace(/<[^>]+>/g, '')
      .replace(/<!-- -->/g, '')
      .trim(),
    label: attr(m[0].slice(0, m[0].indexOf('>') + 1), 'aria-label'),
  }))
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))
const fileFor = (route: string) =>
  existsSync(`dist/client/${pageFile(route)}`)
    ? `dist/client/${pageFile(route)}`
    : `dist/client${route}`

test.describe(
  'valid HTML (html-validate, rules relaxed in .htmlvalidate.json with reasons in docs/accessibility.md)',
  { tag: '@smoke' },
  () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader())
    for (const [route, file] of Object.entries(PAGES)) {
      test(`${route} has no errors`, async () => {
        const report = await validator.validateFile(file)
        const messages = report.results.flatMap((r) =>
          r.messages.map((m) => `${route}:${m.line}:${m.column} ${m.ruleId} — ${m.message}`),
        )
        assert.deepEqual(messages, [])
      })
    }
  },
)

test.describe('links', { tag: '@smoke' }, () => {
  let checked = 0
  for (const [route, file] of Object.entries(PAGES)) {
    test(`every internal link and #anchor on ${route} resolves; "#" only for the spec's placeholders`, () => {
      const html = read(file)
      for (const a of anchors(html)) {
        const href = attr(a.tag, 'href')
        // An <a> without href is not a link yet (the search results' template: SiteSearch.tsx).
        if (href === undefined) continue
        const name = a.label ?? a.text
        checked++
        if (href === '#') {
          assert.ok(
            PLACEHOLDERS.includes(name),
            `${route}: "${name}" links to "#" but is not a spec placeholder`,
          )
          continue
        }
        if (/^(https?:|mailto:|tel:)/.test(href)) {
          if (href.startsWith('http')) {
            assert.equal(
              attr(a.tag, 'rel'),
              'noopener noreferrer',
              `${route}: external link ${href} needs rel`,
            )
            assert.equal(
              attr(a.tag, 'target'),
              '_blank',
              `${route}: external link ${href} opens in a new tab`,
            )
          }
          continue
        }
        const [path = '', fragment] = href.split('#')
        const targetFile = path === '' ? file : fileFor(path)
        assert.ok(
          existsSync(targetFile),
          `${route}: "${name}" links to ${href}, which does not exist`,
        )
        if (fragment) {
          assert.ok(
            idsOf(read(targetFile)).has(fragment),
            `${route}: "${name}" links to ${href}: no element has id="${fragment}"`,
          )
        }
      }
    })
  }
  test('counted the links', () => {
    console.log(`links checked: ${checked}`)
    assert.ok(checked > 100)
  })
})

test.describe('search engines and sharing', () => {
  for (const [route, file] of Object.entries(PAGES)) {
    test(`${route} has its own title, description, lang and share tags with absolute URLs`, () => {
      const html = read(file)
      // lang is the language's locale (README, "Choices"): en-IN, and ta-IN under /ta.
      assert.match(html, route.startsWith('/ta') ? /<html lang="ta-IN"/ : /<html lang="en-IN"/)
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1]
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1]
      assert.ok(title && title.length > 10 && title.length <= 70, `${route} title "${title}"`)
      assert.ok(
        description && description.length >= 50 && description.length <= 170,
        `${route} description length ${description?.length}`,
      )
      assert.match(html, /<meta name="theme-color"/)
      assert.match(html, /<link rel="icon" href="\/favicon.svg"/)
      assert.match(html, /<link rel="apple-touch-icon" href="\/apple-touch-icon.png"/)
      assert.match(html, /<link rel="manifest" href="\/site.webmanifest"/)
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
        assert.match(
          html,
          new RegExp(`<meta property="${property}" content="[^"]+"`),
          `${route} ${property}`,
        )
      }
      // X falls back to og:title, og:description and og:image (developer.x.com/cards/markup).
      assert.match(html, /<meta name="twitter:card" content="summary_large_image"/, route)
      const ogUrl = html.match(/<meta property="og:url" content="([^"]+)"/)![1]!
      const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)![1]!
      assert.ok(ogUrl.startsWith(settings.siteUrl) && ogImage.startsWith(settings.siteUrl))
      assert.ok(existsSync(`dist/client${new URL(ogImage).pathname}`), 'the share image exists')
      if (route === '/404' || route === '/components') {
        assert.match(html, /<meta name="robots" content="noindex"/)
      } else {
        assert.equal(
          html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
          new URL(route, settings.siteUrl).href,
        )
      }
    })
  }

  test('publishes a sitemap of the real pages and a robots.txt that points to it', () => {
    const sitemap = read('dist/client/sitemap.xml')
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    // The pages; the collections' entries are checked in collections.test.ts.
    assert.deepEqual(
      locs.filter((loc) => !/\/(blog|case-studies|careers)\/./.test(loc!)),
      [
        '/',
        '/about',
        '/blog',
        '/careers',
        '/case-studies',
        '/contact',
        '/cookies',
        '/privacy',
        '/privacy/requests',
        '/search',
        '/services',
        '/ta',
        '/ta/about',
        '/ta/contact',
        '/ta/cookies',
        '/ta/privacy',
        '/ta/privacy/requests',
        '/ta/search',
        '/ta/services',
        '/ta/terms',
        '/terms',
      ].map((r) => new URL(r, settings.siteUrl).href),
    )
    assert.match(
      read('dist/client/robots.txt'),
      new RegExp(`Sitemap: ${settings.siteUrl}/sitemap.xml`),
    )
  })

  test('describes the company with JSON-LD from the site settings', () => {
    const json = read(PAGES['/']!).match(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/,
    )?.[1]
    const data = JSON.parse(json!)
    assert.deepEqual(data['@type'], ['Organization', 'ProfessionalService'])
    assert.equal(data.name, settings.name)
    assert.equal(data.foundingDate, '2023')
    assert.equal(data.telephone, settings.phone)
    assert.equal(data.email, settings.email)
    assert.equal(data.address.addressLocality, 'Coimbatore')
    assert.equal(data.address.addressCountry, 'IN')
    assert.equal(typeof data.geo.latitude, 'number')
    assert.deepEqual(data.openingHoursSpecification[0].dayOfWeek, [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ])
    assert.equal(data.openingHoursSpecification[0].opens, '09:00')
    assert.equal(data.openingHoursSpecification[0].closes, '18:00')
    assert.ok(data.logo.startsWith(settings.siteUrl) && data.url.startsWith(settings.siteUrl))
  })
})

test.describe("the writers' catalogue (/components)", () => {
  test('shows every component a writer may use, each with its heading, settings and a live example', async () => {
    const { writerComponents } = await import('#components/mdx')
    const html = read(PAGES['/components']!)
    const names = Object.entries(writerComponents)
      .filter(([, component]) => !('internal' in component && component.internal))
      .map(([name]) => name)
    const at = names.map((name) => html.indexOf(`<section id="${name.toLowerCase()}"`))
    assert.ok(
      at.every((index, i) => index > (at[i - 1] ?? 0)),
      'a section for each component, in the order of the component map',
    )
    for (const name of names)
      assert.ok(html.includes(`&lt;<!-- -->${name}<!-- -->&gt;</h2>`), `<${name}>'s heading`)
    // The live examples are drawn: the home page's hero heading, the FAQ's questions.
    assert.ok(html.includes('Technology and teams that keep your business moving'))
    assert.ok(html.includes('<details'))
  })
})
