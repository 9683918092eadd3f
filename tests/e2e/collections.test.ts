/**
 * Blog, case studies and job openings (issue 34), as a visitor and a search engine meet them in
 * the built site: lists newest first, a page per entry, the RSS feed, the sitemap, the JSON-LD
 * Google reads (BlogPosting, JobPosting: its required and recommended properties), an expired
 * opening closed, and the links that were placeholders. Reading paths (issue 47) in Chromium,
 * without JavaScript: a post's tags lead to tag pages listing its posts, and every post, case study
 * and opening ends with related entries (lib/reading-paths.ts), a post with the newer and older one.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { parse } from 'yaml'
import { neighbours, related } from '#lib/reading-paths'
import { slug } from '#lib/slug'
import { pageFile } from '../../scripts/serve.ts'
import { readContent } from './content'
import { serveSite, test } from './harness'

const settings = readContent('site.yaml')
const page = (route: string) => readFileSync(`dist/client/${pageFile(route)}`, 'utf8')
const today = new Date().toISOString().slice(0, 10)

/** A collection's entries as the writer wrote them: slug and front matter. */
function entries(folder: string) {
  return readdirSync(`content/${folder}`)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const matter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`content/${folder}/${file}`, 'utf8'))
      return { slug: file.slice(0, -4), ...parse(matter![1]!) }
    })
}
const byNewest = (field: string) => (a: Record<string, string>, b: Record<string, string>) =>
  b[field]!.localeCompare(a[field]!) || a.slug!.localeCompare(b.slug!)
const linksIn = (html: string, prefix: string) =>
  [...html.matchAll(new RegExp(`href="(${prefix}[^"#]+)"`, 'g'))].map((m) => m[1])
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  )
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0]

test.describe('the blog', () => {
  const posts = entries('blog')
    .filter((p) => !p.noindex)
    .sort(byNewest('date'))

  test('lists every post newest first, each linking to its page', () => {
    const list = main(page('/blog'))
    assert.deepEqual(
      [...new Set(linksIn(list, '/blog/'))].filter((href) => href !== '/blog/rss.xml'),
      posts.map((p) => `/blog/${p.slug}`),
    )
  })

  test('gives each post its page: heading, date, reading time, canonical and BlogPosting', () => {
    for (const post of posts) {
      const html = page(`/blog/${post.slug}`)
      assert.match(html, new RegExp(`<h1[^>]*>${post.title}</h1>`))
      assert.match(html, new RegExp(`<time dateTime="${post.date}">`))
      assert.match(html, /\d+ min read/)
      const url = new URL(`/blog/${post.slug}`, settings.siteUrl).href
      assert.match(html, new RegExp(`<link rel="canonical" href="${url}"/>`))
      assert.match(html, new RegExp(`<meta property="og:url" content="${url}"/>`))
      const ld = jsonLd(main(html)).find(
        (data: { '@type': string }) => data['@type'] === 'BlogPosting',
      )
      assert.ok(ld, 'BlogPosting')
      assert.deepEqual(
        [ld.headline, ld.description, ld.datePublished, ld.author.name, ld.url],
        [post.title, post.description, post.date, post.author, url],
      )
      assert.equal(ld.publisher.name, settings.name)
      if (post.cover) {
        assert.match(html, new RegExp(`<img [^>]*alt="${post.coverAlt.replace(/'/g, '&#x27;')}"`))
        // The cover is the page's photo; the shared picture is the post's card (cards.test.ts).
        assert.match(html, /<meta property="og:image" content="[^"]*\/cards\/blog-/)
      }
    }
    assert.ok(
      posts.some((post) => post.cover),
      'a sample post has a cover photo',
    )
  })

  test('has an RSS feed, advertised in the head, newest first', () => {
    assert.match(
      page('/blog'),
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/rss\.xml"\/>/,
    )
    const feed = readFileSync('dist/client/blog/rss.xml', 'utf8')
    assert.match(feed, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/i)
    const items = [...feed.matchAll(/<item>\s*<title>(.+?)<\/title>\s*<link>([^<]+)<\/link>/g)]
    assert.deepEqual(
      items.map((m) => m[2]),
      posts.map((p) => new URL(`/blog/${p.slug}`, settings.siteUrl).href),
    )
  })
})

test.describe('case studies', () => {
  const studies = entries('case-studies')
    .filter((s) => !s.noindex)
    .sort(byNewest('date'))

  test('lists every case study newest first, with its measured results', () => {
    const list = main(page('/case-studies'))
    assert.deepEqual(
      [...new Set(linksIn(list, '/case-studies/(?!service/)'))],
      studies.map((s) => `/case-studies/${s.slug}`),
    )
    for (const study of studies)
      for (const result of study.results) assert.ok(list.includes(String(result.figure)))
  })

  test('has a list per service, without JavaScript, linked from the service on /services', () => {
    const services: { title: string }[] = readContent('services.yaml')
    const servicesPage = page('/services')
    for (const service of services) {
      const slug = service.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
      const href = `/case-studies/service/${slug}`
      assert.ok(servicesPage.includes(`href="${href}"`), `/services links ${href}`)
      const list = main(page(href))
      const expected = studies.filter((s) => s.service === service.title)
      assert.deepEqual(
        [...new Set(linksIn(list, '/case-studies/(?!service/)'))],
        expected.map((s) => `/case-studies/${s.slug}`),
        href,
      )
      if (!expected.length) assert.match(list, /No case studies for /)
    }
  })
})

test.describe('job openings', () => {
  const jobs = entries('jobs').sort(byNewest('datePosted'))
  const open = jobs.filter((j) => j.validThrough >= today && !j.noindex)

  test('lists the open ones only, newest first', () => {
    assert.deepEqual(
      [...new Set(linksIn(main(page('/careers')), '/careers/'))],
      open.map((j) => `/careers/${j.slug}`),
    )
  })

  test('gives an open one JobPosting with what Google asks for', () => {
    for (const job of open) {
      const ld = jsonLd(main(page(`/careers/${job.slug}`))).find(
        (data: { '@type': string }) => data['@type'] === 'JobPosting',
      )
      assert.ok(ld, 'JobPosting')
      for (const key of ['title', 'description', 'datePosted', 'validThrough', 'employmentType'])
        assert.ok(ld[key], `${job.slug}: ${key}`)
      assert.match(ld.validThrough, /^\d{4}-\d{2}-\d{2}T/)
      assert.equal(ld.hiringOrganization.name, settings.name)
      if (job.remote === 'remote') {
        assert.equal(ld.jobLocationType, 'TELECOMMUTE')
        assert.ok(ld.applicantLocationRequirements.name)
      } else {
        assert.equal(ld.jobLocation.address.addressCountry, settings.address.countryCode)
        assert.ok(ld.jobLocation.address.addressLocality)
      }
    }
  })

  test('keeps a closed one reachable, saying it is closed, out of search engines and lists', () => {
    const closed = jobs.filter((j) => j.validThrough < today)
    assert.ok(closed.length, 'a sample opening has closed')
    for (const job of closed) {
      const html = page(`/careers/${job.slug}`)
      assert.match(html, /This opening closed on/)
      assert.match(html, /<meta name="robots" content="noindex/)
      assert.deepEqual(
        jsonLd(main(html)).map((data: { '@type': string }) => data['@type']),
        ['BreadcrumbList'],
        'no JobPosting',
      )
    }
  })
})

test.describe('lists in the sitemap and the links that led nowhere', () => {
  test('puts every listed entry and list in the sitemap', () => {
    const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8')
    for (const route of ['/blog', '/case-studies', '/careers', '/blog/' + entries('blog')[0]!.slug])
      assert.ok(sitemap.includes(`<loc>${new URL(route, settings.siteUrl).href}</loc>`), route)
  })

  test('sends Blog, Careers, View Open Positions and View Case Studies to the lists', () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(page('/'))![0]
    assert.match(footer, /href="\/blog"[^>]*>Blog</)
    assert.match(footer, /href="\/careers"[^>]*>Careers</)
    assert.match(page('/about'), /href="\/careers"[^>]*>[\s\S]{0,200}View Open Positions/)
    assert.match(page('/services'), /href="\/case-studies"[^>]*>[\s\S]{0,200}View Case Studies/)
  })
})

test.describe('reading paths, without JavaScript', () => {
  const site = serveSite()
  const text = readContent('lists.yaml')
  const ui = readContent('ui.yaml')
  const listed = (entry: Record<string, string>) => !entry.noindex
  // Every entry as the rule sees it (lib/reading-paths.ts), from what the writers wrote.
  const posts = entries('blog')
    .sort(byNewest('date'))
    .map((p) => ({ ...p, href: `/blog/${p.slug}`, topics: p.tags ?? [] }))
  const studies = entries('case-studies').map((s) => ({
    ...s,
    href: `/case-studies/${s.slug}`,
    topics: [s.service],
  }))
  const jobs = entries('jobs').map((j) => ({
    ...j,
    href: `/careers/${j.slug}`,
    date: j.datePosted,
    topics: [j.title],
  }))
  const candidates = [
    ...posts.filter(listed),
    ...studies.filter(listed),
    ...jobs.filter((j) => listed(j) && j.validThrough >= today),
  ]
  const listedPosts = posts.filter(listed)
  // A post in the middle of the list: tags, related entries, a newer and an older post.
  const post = listedPosts[1]!

  /** A page as a visitor with JavaScript turned off sees it, at a phone's width. */
  async function open(route: string): Promise<Page> {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 800 },
    })
    const page = await context.newPage()
    const response = await page.goto(site.url + route)
    assert.equal(response?.status(), 200, route)
    return page
  }
  const hrefs = (links: Locator) =>
    links.evaluateAll((found) => found.map((a) => a.getAttribute('href')))
  /** The related entries' addresses, under their heading. */
  async function relatedOn(page: Page) {
    const section = page.getByRole('region', { name: text.related.title })
    if (!(await section.count())) return []
    assert.equal(await section.getByRole('heading').innerText(), text.related.title)
    return hrefs(section.getByRole('link'))
  }

  test("shows a post's tags as links to their pages", async () => {
    assert.ok(post.tags.length, `${post.slug} has tags`)
    const page = await open(post.href)
    const tags = page.getByRole('list', { name: text.blog.tags })
    assert.deepEqual(
      await tags.getByRole('link').allInnerTexts(),
      post.tags,
      'each tag, as its writer wrote it',
    )
    assert.deepEqual(
      await hrefs(tags.getByRole('link')),
      post.tags.map((tag: string) => `/blog/tag/${slug(tag)}`),
    )
    // A tag's link leads to its page, an ordinary page load.
    await tags.getByRole('link', { name: post.tags[0], exact: true }).click()
    await page.waitForURL(`${site.url}/blog/tag/${slug(post.tags[0])}`)
    assert.equal(await page.locator('h1').innerText(), post.tags[0])
    await page.context().close()
  })

  test('gives each tag a page listing its posts, newest first, with a title, a description and the way back', async () => {
    const tags = [...new Set(listedPosts.flatMap((p) => p.topics as string[]))]
    assert.ok(tags.some((tag) => listedPosts.filter((p) => p.topics.includes(tag)).length > 1))
    const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8')
    for (const tag of tags) {
      const route = `/blog/tag/${slug(tag)}`
      const page = await open(route)
      const fill = (words: string) => words.replace('{tag}', tag)
      assert.equal(await page.title(), `${fill(text.blog.tagTitle)} | ${settings.shortName}`)
      assert.equal(
        await page.locator('meta[name="description"]').getAttribute('content'),
        fill(text.blog.tagDescription),
      )
      assert.equal(await page.locator('h1').innerText(), tag)
      assert.ok(await page.getByText(fill(text.blog.tagDescription)).isVisible(), 'description')
      const trail = page.getByRole('navigation', { name: ui.breadcrumb.label })
      assert.deepEqual(await trail.getByRole('listitem').allInnerTexts(), [
        ui.breadcrumb.home,
        text.blog.name,
        tag,
      ])
      assert.deepEqual(await hrefs(trail.getByRole('link')), ['/', '/blog'])
      assert.deepEqual(
        await hrefs(page.locator('main article h2 a')),
        listedPosts.filter((p) => p.topics.includes(tag)).map((p) => p.href),
        route,
      )
      assert.ok(sitemap.includes(`<loc>${new URL(route, settings.siteUrl).href}</loc>`), route)
      await page.context().close()
    }
  })

  test('ends a post with related entries and the newer and older post', async () => {
    const page = await open(post.href)
    const expected = related(post, candidates).map((e) => e.href)
    assert.ok(expected.length, `${post.slug} has related entries`)
    assert.deepEqual(await relatedOn(page), expected)
    const { newer, older } = neighbours(listedPosts, post.href)
    const pager = page.getByRole('navigation', { name: text.blog.aroundLabel })
    const newerLink = pager.getByRole('link', { name: `${text.blog.newerPost} ${newer!.title}` })
    const olderLink = pager.getByRole('link', { name: `${text.blog.olderPost} ${older!.title}` })
    assert.equal(await newerLink.getAttribute('href'), newer!.href)
    assert.equal(await olderLink.getAttribute('href'), older!.href)
    await olderLink.click()
    await page.waitForURL(site.url + older!.href)
    assert.equal(await page.locator('h1').innerText(), older!.title)
    await page.context().close()
  })

  test('ends every case study and opening with its related entries, or none', async () => {
    for (const entry of [...studies, ...jobs]) {
      const page = await open(entry.href)
      assert.deepEqual(
        await relatedOn(page),
        related(entry, candidates).map((e) => e.href),
        entry.href,
      )
      await page.context().close()
    }
    const [study] = studies.filter((s) => related(s, candidates).length)
    assert.ok(study, 'a case study has related entries')
    const page = await open(study.href)
    const first = related(study, candidates)[0]!
    await page.getByRole('region', { name: text.related.title }).getByRole('link').first().click()
    await page.waitForURL(site.url + first.href)
    await page.context().close()
  })

  test('holds no script but structured data, and loads no script file but the one every page shares', async () => {
    const srcs = (html: string) =>
      [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1])
    const shared = srcs(page('/about'))
    for (const route of [post.href, `/blog/tag/${slug(post.tags[0])}`, studies[0]!.href]) {
      const html = page(route)
      const code = main(html).replace(/<script type="application\/ld\+json">.*?<\/script>/g, '')
      assert.doesNotMatch(code, /<script/, `${route}: its main is HTML`)
      assert.deepEqual(srcs(html), shared, route)
    }
  })
})
