import { describe, expect, it } from 'vitest'
import { sectionOf } from './site-index'

describe('sectionOf', () => {
  it("names an address's section: entries by their collection, lists and the rest as pages", () => {
    expect(sectionOf('/blog/choosing-an-erp')).toBe('blog')
    expect(sectionOf('/case-studies/clinic-chain')).toBe('caseStudy')
    expect(sectionOf('/careers/support-executive')).toBe('opening')
    for (const page of [
      '/',
      '/about',
      '/blog',
      '/blog/tag/erp',
      '/blog/page/2',
      '/case-studies',
      '/case-studies/service/erp',
      '/careers',
      '/privacy',
    ])
      expect(sectionOf(page), page).toBe('page')
  })
})
