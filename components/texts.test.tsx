/**
 * Every word a visitor reads comes from content/ (issue 41): each component that shows texts of
 * its own is rendered with every text of content/*.yaml, and of the blog, case study and job
 * entries, wrapped in markers (⟦…⟧); what is left once the marked texts and the site's settings
 * (content/site.yaml: names, address, phone) are taken out must hold no word. A word written in
 * a component's TSX is one a writer cannot change or translate: it fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement, type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadContent } from '../tooling/content-loader'

const root = path.resolve(__dirname, '..')
const contentDir = path.join(root, 'content')

/** Values that are keys, addresses or dates the code reads, not words: icon names, links, emails. */
const IDENTIFIER = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/
const NOT_WORDS = /^(\/|#|https?:|mailto:|tel:)|@|^\d{4}-\d{2}-\d{2}$|^\d{1,2}:\d{2}$/

/** Wraps each text in ⟦…⟧ ({names} stay inside, for the code to fill in). */
function mark(value: unknown, key = '', parent?: object): unknown {
  if (typeof value === 'string') {
    if (IDENTIFIER.test(value) || NOT_WORDS.test(value)) return value
    // Where the browser keeps an item of content/storage.yaml: an English key for its name.
    if (key === 'place' && IDENTIFIER.test(String((parent as { key?: unknown })?.key))) return value
    return `⟦${value}⟧`
  }
  if (Array.isArray(value)) return value.map((item) => mark(item, key, parent))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v, k, value)]))
  return value
}

/** Every text of content/site.yaml: settings, the same in every language, not the code's words. */
function settingsTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(settingsTexts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(settingsTexts)
  return []
}
const settings = loadContent(
  path.join(contentDir, 'site.yaml'),
  readFileSync(path.join(contentDir, 'site.yaml'), 'utf8'),
  root,
)
// Codes and ids ("en", "IN") are no visitor's words: only texts of four characters or more.
const allowed = settingsTexts(settings)
  .filter((value) => value.length >= 4)
  .sort((a, b) => b.length - a.length)

/** Words the browser writes in the page's language (Intl: months, days, AM and PM). */
function intlWords(locale: string): string[] {
  const days = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 1 + i)))
  return days.flatMap((day) =>
    [
      { month: 'long' },
      { weekday: 'long' },
      { weekday: 'short' },
      { hour: 'numeric', hour12: true },
    ].flatMap((options) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' } as Intl.DateTimeFormatOptions)
        .formatToParts(day)
        .filter((part) => part.type !== 'literal' && part.type !== 'hour')
        .map((part) => part.value),
    ),
  )
}

/**
 * What a visitor reads in `html` (text, and the names and descriptions of elements) that is not
 * marked, nor a setting, nor the browser's own words in the page's language (`locale`). Code (a
 * storage key's name) and what no one sees or hears (inert, aria-hidden) are not read.
 */
function unmarkedWords(html: string, locale = 'en-IN'): string[] {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  for (const element of document.querySelectorAll(
    'script, style, code, [inert], [aria-hidden="true"]',
  ))
    element.remove()
  const read = [document.body.textContent ?? '']
  for (const element of document.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'data-held-label'])
      if (element.hasAttribute(name)) read.push(element.getAttribute(name)!)
  // Marked texts, innermost first (a text filled into another's {name} is marked twice).
  let text = read.join(' ')
  while (/⟦[^⟦⟧]*⟧/.test(text)) text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ')
  // Email and web addresses are the writer's, not words to translate.
  text = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
  for (const value of allowed) text = text.split(value).join(' ')
  const intl = new Set(intlWords(locale))
  text = text.replace(/[\p{L}\p{M}]+/gu, (word) => (intl.has(word) ? ' ' : word))
  // What is left: punctuation, digits, symbols; a word (letters) is a text the code wrote.
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => word.length > 1)
}

// Every content file with its texts marked (translations too), before any component loads.
const yamlFiles = readdirSync(contentDir).filter(
  (file) => file.endsWith('.yaml') && file !== 'site.yaml',
)
/** The same file with only some fields (`?fields=`), as islands import them. */
const QUERIES: Record<string, string[]> = {
  'services.yaml': ['?fields=title'],
  'privacy.yaml': ['?fields=lastChanged'],
}
for (const file of yamlFiles) {
  const full = path.join(contentDir, file)
  const data = mark(loadContent(full, readFileSync(full, 'utf8'), root))
  vi.doMock(full, () => ({ default: data }))
  const base = file.replace(/\.[a-z]{2,3}\.yaml$/, '.yaml')
  for (const query of QUERIES[base] ?? []) {
    const fields = new URLSearchParams(query).get('fields')!.split(',')
    const pick = (entry: Record<string, unknown>) =>
      Object.fromEntries(fields.map((field) => [field, entry[field]]))
    const picked = Array.isArray(data) ? data.map(pick) : pick(data as Record<string, unknown>)
    vi.doMock(full + query, () => ({ default: picked }))
  }
}

/** An entry of a collection with its texts marked, and a marked body. */
const markEntry = <T extends { Content: unknown }>(entry: T): T => ({
  ...(mark(entry) as T),
  Content: () => '⟦the entry’s text⟧',
})
vi.doMock('#content/blog', async (original) => {
  const m = await original<typeof import('#content/blog')>()
  return {
    ...m,
    posts: m.posts.map(markEntry),
    listedPosts: m.listedPosts.map(markEntry),
    tags: m.tags.map((tag) => ({ ...(mark(tag) as typeof tag), posts: tag.posts.map(markEntry) })),
  }
})
vi.doMock('#content/case-studies', async (original) => {
  const m = await original<typeof import('#content/case-studies')>()
  return {
    ...m,
    caseStudies: m.caseStudies.map(markEntry),
    listedCaseStudies: m.listedCaseStudies.map(markEntry),
  }
})
vi.doMock('#content/jobs', async (original) => {
  const m = await original<typeof import('#content/jobs')>()
  return { ...m, jobs: m.jobs.map(markEntry), openJobs: m.openJobs.map(markEntry) }
})

let renderIn: (node: ReactNode, code?: string) => string
let C: Record<string, ComponentType<Record<string, unknown>>>

beforeAll(async () => {
  const [{ MantineProvider }, { Language }, { PageIslandsContext, pageIslands }, theme] =
    await Promise.all([
      import('@mantine/core'),
      import('#components/Language'),
      import('#components/Island'),
      import('../theme'),
    ])
  const islands = await pageIslands()
  renderIn = (node, code = 'en') =>
    renderToStaticMarkup(
      <MantineProvider
        theme={theme.theme}
        cssVariablesResolver={theme.cssVariablesResolver}
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <PageIslandsContext value={{ ...islands, rendered: [] }}>
          <Language value={{ code, route: '/privacy', versions: ['en', 'ta'], translated: [] }}>
            {node}
          </Language>
        </PageIslandsContext>
      </MantineProvider>,
    )
  const modules = await Promise.all([
    import('./mdx/components'),
    import('#components/Header'),
    import('#components/Footer'),
    import('#components/SkipLink'),
    import('#components/ChatWidget'),
    import('#components/ContactInfo'),
    import('#components/Breadcrumb'),
    import('#components/Prose'),
    import('../pages/blog/@slug/+Page'),
    import('../pages/careers/@slug/+Page'),
    import('../pages/case-studies/@slug/+Page'),
    import('../pages/blog/tag/@tag/+Page'),
  ])
  const [mdx, header, footer, skip, chat, info, breadcrumb, prose, post, job, study, tag] = modules
  C = {
    ...mdx.mdxComponents,
    Header: header.Header,
    Footer: footer.Footer,
    SkipLink: skip.SkipLink,
    ChatWidget: chat.ChatWidget,
    ContactInfo: info.ContactInfo,
    Breadcrumb: breadcrumb.Breadcrumb,
    Prose: prose.Prose,
    Post: post.default,
    Job: job.default,
    CaseStudy: study.default,
    Tag: tag.default,
  } as unknown as Record<string, ComponentType<Record<string, unknown>>>
})

/** A component of the page by name (components/mdx/components.tsx, or one set above). */
const component = (name: string) => C[name]!

const first = async <T,>(load: Promise<T>, pick: (m: T) => { slug: string }[]) =>
  pick(await load)[0]!.slug

/** Each component that shows texts of its own, with props a writer would give (marked). */
const CASES: [string, () => Promise<ReactNode> | ReactNode][] = [
  ['Header', () => <Header />],
  ['Footer', () => <Footer />],
  ['SkipLink', () => <Render name="SkipLink" />],
  ['ChatWidget', () => <Render name="ChatWidget" />],
  ['ServicesGrid', () => <Render name="ServicesGrid" />],
  ['ServiceDetails', () => <Render name="ServiceDetails" />],
  ['StatsBlock', () => <Render name="StatsBlock" />],
  ['Testimonials', () => <Render name="Testimonials" />],
  ['ValuesGrid', () => <Render name="ValuesGrid" />],
  ['ApproachSteps', () => <Render name="ApproachSteps" />],
  ['IndustriesGrid', () => <Render name="IndustriesGrid" />],
  ['FAQ', () => <Render name="FAQ" />],
  ['ContactInfo', () => <Render name="ContactInfo" />],
  ['Offices', () => <Render name="Offices" />],
  ['OfficeMap', () => <Render name="OfficeMap" />],
  ['ContactPanel', () => <Render name="ContactPanel" formTitle="⟦form⟧" infoTitle="⟦info⟧" />],
  ['ContactForm', () => <Render name="ContactForm" />],
  ['PageLinks', () => <Render name="PageLinks" />],
  ['StorageList', () => <Render name="StorageList" />],
  ['BlogList', () => <Render name="BlogList" />],
  ['CaseStudyList', () => <Render name="CaseStudyList" />],
  ['JobList', () => <Render name="JobList" />],
  ...([
    'company',
    'collected',
    'recipient',
    'retention',
    'contacts',
    'third-parties',
    'changed',
  ].map(
    (show) => [`PrivacyFacts ${show}`, () => <Render name="PrivacyFacts" show={show} />] as const,
  ) as [string, () => ReactNode][]),
  [
    'Prose',
    () => (
      <Render
        name="Prose"
        title="⟦title⟧"
        toc={['a', 'b', 'c', 'd'].map((id) => ({ depth: 2, id, text: `⟦${id}⟧` }))}
      >
        ⟦text⟧
      </Render>
    ),
  ],
  [
    'Breadcrumb',
    () => (
      <Render
        name="Breadcrumb"
        trail={[
          { label: '⟦list⟧', href: '/blog' },
          { label: '⟦entry⟧', href: '/blog/x' },
        ]}
      />
    ),
  ],
  [
    'a blog post',
    async () => (
      <Render
        name="Post"
        routeParams={{ slug: await first(import('#content/blog'), (m) => m.posts) }}
        components={{}}
      />
    ),
  ],
  [
    'a tag page',
    async () => (
      <Render name="Tag" routeParams={{ tag: (await import('#content/blog')).tags[0]!.slug }} />
    ),
  ],
  [
    'a case study',
    async () => (
      <Render
        name="CaseStudy"
        routeParams={{ slug: await first(import('#content/case-studies'), (m) => m.caseStudies) }}
        components={{}}
      />
    ),
  ],
  ...((await import('#content/jobs')).jobs.map(
    (job) =>
      [
        `the opening ${job.slug} (${job.open ? 'open' : 'closed'})`,
        () => <Render name="Job" routeParams={{ slug: job.slug }} components={{}} />,
      ] as const,
  ) as [string, () => ReactNode][]),
]

/** The component `name` (looked up once the modules are loaded) with these props. */
const Render = ({ name, ...props }: { name: string } & Record<string, unknown>) =>
  createElement(component(name), props)
const Header = () => <Render name="Header" current="/" />
const Footer = () => <Render name="Footer" />

describe('every word a visitor reads comes from content/', () => {
  it.each(CASES)('%s', async (_name, make) => {
    for (const code of ['en', 'ta']) {
      const html = renderIn(await make(), code)
      // The company's address is all settings (content/site.yaml).
      if (_name !== 'PrivacyFacts company') expect(html, 'it renders texts').toMatch(/⟦/)
      const locale = code === 'ta' ? 'ta-IN' : 'en-IN'
      expect(unmarkedWords(html, locale), `words not from content/ (${code})`).toEqual([])
    }
  })

  it('fails on a word written in a component', () => {
    expect(unmarkedWords(renderIn(<p>⟦Marked⟧ Page 2 of 3</p>))).toEqual(['Page', 'of'])
  })
})
