import { describe, expect, it } from 'vitest'
import { brokenLink, siteRoutes } from './routes'

describe('brokenLink', () => {
  it('accepts the pages in pages/, files in public/, anchors and outside links', () => {
    for (const href of ['/', '/about', '/contact#faq', '/services?x=1', '/favicon.svg'])
      expect(brokenLink(href), href).toBeUndefined()
    for (const href of ['#', 'https://example.com/x', 'mailto:a@b.in'])
      expect(brokenLink(href), href).toBeUndefined()
  })

  it('names the page a broken link asks for, also for folder names that are not routes', () => {
    expect(brokenLink('/abuot')).toBe('/abuot')
    expect(brokenLink('/index')).toBe('/index')
    expect(brokenLink('/_error')).toBe('/_error')
    expect(brokenLink('/+Layout.tsx')).toBe('/+Layout.tsx')
    expect(brokenLink('/(mdx)')).toBe('/(mdx)')
    expect(brokenLink('/about/team')).toBe('/about/team')
  })

  it('agrees with siteRoutes() on every route', () => {
    for (const route of siteRoutes()) expect(brokenLink(route), route).toBeUndefined()
  })
})
