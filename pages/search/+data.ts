// The list of every page /search shows (components/SiteIndex), in the page's language: the
// writers' pages from their front matter, the blog's tags, each service's case studies, and the
// listed posts, case studies and open openings. Only what the sitemap lists (no noindex page).
import type { PageContextServer } from 'vike/types'
import type { Frontmatter } from '#content/collections'
import { listedPosts, tags } from '#content/blog'
import { listedCaseStudies, serviceLists } from '#content/case-studies'
import { defaultLanguage, pathIn } from '#content/i18n'
import { openJobs } from '#content/jobs'
import { lists } from '#content/lists'
import { uiIn } from '#content/ui'
import { fill } from '#lib/fill'
import type { IndexedPage } from '#lib/site-index'
import { translations } from '../translations'

const pageMatter = import.meta.glob<Frontmatter>('/pages/**/+Page.mdx', {
  eager: true,
  import: 'frontmatter',
})

/** "/pages/services/erp/+Page.mdx" → "/services/erp"; "/pages/index/+Page.mdx" → "/". */
const routeOf = (file: string) =>
  file.slice('/pages'.length, -'/+Page.mdx'.length).replace(/^\/index$/, '/')

/** Not in the list: the error page, the catalogue, the search pages themselves. */
const LEFT_OUT = ['/_error', '/components', '/search']

export function data(pageContext: PageContextServer) {
  const code = pageContext.locale ?? defaultLanguage
  const writers: IndexedPage[] = Object.entries(pageMatter)
    .map(([file, matter]) => ({ route: routeOf(file), matter }))
    .filter(({ route, matter }) => !LEFT_OUT.includes(route) && !matter.noindex)
    // The home page first, by the name the breadcrumb gives it (its title is a sentence for search
    // engines); then the others as their folders sort.
    .sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route)))
    .map(({ route, matter }) => {
      const translated = translations[route]?.[code]
      const title = (matter: Frontmatter) =>
        route === '/' ? uiIn(code).breadcrumb.home : matter.title
      return translated
        ? { href: pathIn(route, code), title: title(translated.frontmatter), section: 'page' }
        : { href: route, title: title(matter), section: 'page', lang: language(code) }
    })
  const english = { lang: language(code) }
  const siteIndex: IndexedPage[] = [
    ...writers,
    ...serviceLists.map((list) => ({
      href: list.href,
      title: fill(lists.caseStudies.serviceTitle, { service: list.title }),
      section: 'page' as const,
      ...english,
    })),
    ...tags.map((tag) => ({
      href: `/blog/tag/${tag.slug}`,
      title: fill(lists.blog.tagTitle, { tag: tag.name }),
      section: 'page' as const,
      ...english,
    })),
    ...listedPosts.map((post) => ({
      href: post.href,
      title: post.title,
      section: 'blog' as const,
      ...english,
    })),
    ...listedCaseStudies.map((study) => ({
      href: study.href,
      title: study.title,
      section: 'caseStudy' as const,
      ...english,
    })),
    ...openJobs.map((job) => ({
      href: job.href,
      title: job.title,
      section: 'opening' as const,
      ...english,
    })),
  ]
  return { siteIndex }
}

/** The `lang` an English page's link carries on a page in another language, else none. */
const language = (code: string) => (code === defaultLanguage ? undefined : 'en')
