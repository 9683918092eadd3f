/**
 * Blog, case studies and job openings (issue 34), as a visitor and a search engine meet them in
 * the built site: lists newest first, a page per entry, the RSS feed, the sitemap, the JSON-LD
 * Google reads (BlogPosting, JobPosting: its required and recommended properties), an expired
 * opening closed, and the links that were placeholders.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { parse } from 'yaml'
import { pageFile } from '../../scripts/serve.ts'
import { readContent } from './content'

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

describe('the blog', () => {
  const posts = entries('blog')
    .filter((p) => !p.noindex)
    .sort(byNewest('date'))

  it('lists every post newest first, each linking to its page', () => {
    const list = main(page('/blog'))
    assert.deepEqual(
      [...new Set(linksIn(list, '/blog/'))].filter((href) => href !== '/blog/rss.xml'),
      posts.map((p) => `/blog/${p.slug}`),
    )
  })

  it('gives each post its page: heading, date, reading time, canonical and BlogPosting', () => {
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
        assert.match(html, new RegExp(`<meta property="og:image" content="${post.cover}\\?w=1200`))
      }
    }
    assert.ok(
      posts.some((post) => post.cover),
      'a sample post has a cover photo',
    )
  })

  it('has an RSS feed, advertised in the head, newest first', () => {
    assert.match(
      page('/blog'),
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/rss\.xml"\/>/,
    )
    const feed = readFileSync('dist/client/blog/rss.xml', 'utf8')
    assert.match(feed, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/)
    const items = [...feed.matchAll(/<item>\s*<title>([^<]+)<\/title>\s*<link>([^<]+)<\/link>/g)]
    assert.deepEqual(
      items.map((m) => m[2]),
      posts.map((p) => new URL(`/blog/${p.slug}`, settings.siteUrl).href),
    )
  })
})

describe('case studies', () => {
  const studies = entries('case-studies')
    .filter((s) => !s.noindex)
    .sort(byNewest('date'))

  it('lists every case study newest first, with its measured results', () => {
    const list = main(page('/case-studies'))
    assert.deepEqual(
      [...new Set(linksIn(list, '/case-studies/(?!service/)'))],
      studies.map((s) => `/case-studies/${s.slug}`),
    )
    for (const study of studies)
      for (const result of study.results) assert.ok(list.includes(String(result.figure)))
  })

  it('has a list per service, without JavaScript, linked from the service on /services', () => {
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

describe('job openings', () => {
  const jobs = entries('jobs').sort(byNewest('datePosted'))
  const open = jobs.filter((j) => j.validThrough >= today && !j.noindex)

  it('lists the open ones only, newest first', () => {
    assert.deepEqual(
      [...new Set(linksIn(main(page('/careers')), '/careers/'))],
      open.map((j) => `/careers/${j.slug}`),
    )
  })

  it('gives an open one JobPosting with what Google asks for', () => {
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

  it('keeps a closed one reachable, saying it is closed, out of search engines and lists', () => {
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

describe('lists in the sitemap and the links that led nowhere', () => {
  it('puts every listed entry and list in the sitemap', () => {
    const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8')
    for (const route of ['/blog', '/case-studies', '/careers', '/blog/' + entries('blog')[0]!.slug])
      assert.ok(sitemap.includes(`<loc>${new URL(route, settings.siteUrl).href}</loc>`), route)
  })

  it('sends Blog, Careers, View Open Positions and View Case Studies to the lists', () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(page('/'))![0]
    assert.match(footer, /href="\/blog"[^>]*>Blog</)
    assert.match(footer, /href="\/careers"[^>]*>Careers</)
    assert.match(page('/about'), /href="\/careers"[^>]*>[\s\S]{0,200}View Open Positions/)
    assert.match(page('/services'), /href="\/case-studies"[^>]*>[\s\S]{0,200}View Case Studies/)
  })
})
