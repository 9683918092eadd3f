import { describe, expect, it } from 'vitest'
import { pageData, sitePages } from './page-data'

describe('pages as data', () => {
  it('gives a page its front matter, its elements and the components it uses', async () => {
    const about = await pageData('pages/about.mdx')
    expect(about.meta.title).toBe('About Us')
    expect(about.components).toEqual([
      'CtaBanner',
      'PageHeader',
      'Section',
      'TextWithImage',
      'ValuesGrid',
    ])
    // JSON all the way down: it travels in the HTML and in pageContext.json.
    expect(JSON.parse(JSON.stringify(about.tree))).toEqual(about.tree)
    expect(JSON.stringify(about.tree)).toContain('Our Story')
  })

  it('names the components whose code may wait on a first visit: only HTML, and holding nothing that acts', async () => {
    expect((await pageData('pages/about.mdx')).htmlOnly).toEqual([
      'CtaBanner',
      'PageHeader',
      'Section',
      'TextWithImage',
      'ValuesGrid',
    ])
    // The form acts; one Section holds the office map, which acts too.
    expect((await pageData('pages/contact.mdx')).htmlOnly).toEqual(['FAQ', 'Offices', 'PageHeader'])
  })

  it('lists every page with its front matter, for a +data hook that lists pages', async () => {
    const pages = await sitePages()
    expect(pages.map((page) => page.route)).toEqual([
      '/',
      '/about',
      '/components',
      '/contact',
      '/services',
    ])
    expect(pages.find((page) => page.route === '/components')?.frontmatter.noindex).toBe(true)
    expect(pages.every((page) => page.frontmatter.title && page.frontmatter.description)).toBe(true)
  })
})
