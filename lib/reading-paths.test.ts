import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkTags, neighbours, related, sameTopic, tagLine, tagsOf } from './reading-paths'

const entry = (href: string, date: string, ...topics: string[]) => ({ href, date, topics })

describe('sameTopic', () => {
  it('matches a topic to itself, whatever its case and punctuation', () => {
    expect(sameTopic('ERP', 'erp')).toBe(true)
    expect(sameTopic('Retail & E-commerce', 'retail e-commerce')).toBe(true)
  })

  it('matches a topic to one it is part of, word for word, either way round', () => {
    expect(sameTopic('ERP', 'ERP Solutions')).toBe(true)
    expect(sameTopic('Customer Support Executive', 'Customer Support')).toBe(true)
  })

  it('does not match part of a word, other words, or nothing', () => {
    expect(sameTopic('Support', 'Supporting teams')).toBe(false)
    expect(sameTopic('Chat Support', 'Customer Support')).toBe(false)
    expect(sameTopic('!!', 'ERP')).toBe(false)
  })
})

describe('related', () => {
  const erpPost = entry('/blog/erp', '2026-11-20', 'ERP', 'Operations')
  const candidates = [
    erpPost,
    entry('/blog/move', '2026-10-22', 'ERP', 'Operations'),
    entry('/case-studies/distributor', '2026-10-30', 'ERP Solutions'),
    entry('/case-studies/clinic', '2026-11-18', 'Virtual Receptionist'),
    entry('/careers/erp-consultant', '2026-06-01', 'ERP Consultant'),
    entry('/blog/ops', '2026-11-01', 'Operations'),
  ]

  it('puts the entries sharing the most topics first, then the newest, three at the most', () => {
    expect(related(erpPost, candidates).map((e) => e.href)).toEqual([
      '/blog/move',
      '/blog/ops',
      '/case-studies/distributor',
    ])
  })

  it('gives more when asked, never the entry itself nor an entry sharing no topic', () => {
    expect(related(erpPost, candidates, 10).map((e) => e.href)).toEqual([
      '/blog/move',
      '/blog/ops',
      '/case-studies/distributor',
      '/careers/erp-consultant',
    ])
  })

  it('relates case studies of the same service, and an opening to what its title names', () => {
    const clinic = entry('/case-studies/clinic', '2026-11-18', 'Virtual Receptionist')
    const others = [
      entry('/case-studies/hospital', '2026-09-01', 'Virtual Receptionist'),
      entry('/case-studies/shop', '2026-10-01', 'Online Chat Support'),
    ]
    expect(related(clinic, others).map((e) => e.href)).toEqual(['/case-studies/hospital'])
    const opening = entry('/careers/cse', '2026-11-15', 'Customer Support Executive')
    const post = entry('/blog/tamil', '2026-11-25', 'Customer Support', 'Virtual Receptionist')
    expect(related(opening, [post, ...others])).toEqual([post])
  })

  it('has nothing to offer an entry without topics', () => {
    expect(related(entry('/careers/x', '2026-01-01'), candidates)).toEqual([])
  })
})

describe('neighbours', () => {
  const list = [{ href: '/a' }, { href: '/b' }, { href: '/c' }]

  it('gives the newer and the older entry of a list newest first', () => {
    expect(neighbours(list, '/b')).toEqual({ newer: { href: '/a' }, older: { href: '/c' } })
    expect(neighbours(list, '/a')).toEqual({ newer: undefined, older: { href: '/b' } })
    expect(neighbours(list, '/c')).toEqual({ newer: { href: '/b' }, older: undefined })
  })

  it('gives none to an entry not in the list (a post kept out of lists)', () => {
    expect(neighbours(list, '/hidden')).toEqual({})
  })
})

describe('tagsOf', () => {
  it('makes a page per tag, in alphabetical order, each with its posts in their order', () => {
    const a = { slug: 'a', tags: ['Operations', 'ERP'] }
    const b = { slug: 'b', tags: ['ERP', 'Virtual Receptionist'] }
    expect(tagsOf([a, b])).toEqual([
      { name: 'ERP', slug: 'erp', href: '/blog/tag/erp', posts: [a, b] },
      { name: 'Operations', slug: 'operations', href: '/blog/tag/operations', posts: [a] },
      {
        name: 'Virtual Receptionist',
        slug: 'virtual-receptionist',
        href: '/blog/tag/virtual-receptionist',
        posts: [b],
      },
    ])
  })
})

describe('a tag that cannot have a page stops the build', () => {
  const file = (name: string) => path.join(process.cwd(), 'content/blog', name)
  const post = (tags: string[]) =>
    `---\ntitle: A post\ndescription: One sentence.\ndate: '2026-11-20'\nauthor: Us\ntags:\n${tags.map((t) => `  - ${t}\n`).join('')}---\nText.\n`
  const sources: Record<string, string> = {
    [file('a.mdx')]: post(['ERP', 'Operations']),
    [file('b.mdx')]: post(['Customer Support', "'erp'"]),
    [file('c.mdx')]: post(['"!!"']),
  }
  const read = (name: string) => sources[name]!

  it('accepts the same tag written the same way in many posts', () => {
    const same = [
      { file: file('a.mdx'), tags: ['ERP', 'Operations'] },
      { file: file('x.mdx'), tags: ['ERP', 'ERP'] },
    ]
    expect(() => checkTags(same, read)).not.toThrow()
  })

  it('names the file, line, field, the other tag and the fix for two tags at one address', () => {
    const posts = [
      { file: file('a.mdx'), tags: ['ERP', 'Operations'] },
      { file: file('b.mdx'), tags: ['Customer Support', 'erp'] },
    ]
    expect(() => checkTags(posts, read)).toThrow(
      'content/blog/b.mdx:8 — the post\'s tags, "erp": it has the same address as the tag "ERP" in content/blog/a.mdx (/blog/tag/erp), so the two cannot have a page each. Fix: write it "ERP", as it is written there, or choose another word.',
    )
  })

  it('says "in this post" when both are in one post', () => {
    const posts = [{ file: file('a.mdx'), tags: ['ERP', 'Erp'] }]
    expect(() => checkTags(posts, () => post(['ERP', 'Erp']))).toThrow(
      /^content\/blog\/a\.mdx:8 — the post's tags, "Erp": it has the same address as the tag "ERP" in this post/,
    )
  })

  it('names a tag with no letter or digit, which has no address', () => {
    expect(() => checkTags([{ file: file('c.mdx'), tags: ['!!'] }], read)).toThrow(
      'content/blog/c.mdx:7 — the post\'s tags, "!!": a tag needs a letter or a digit, or it has no page to link to. Fix: write the tag in words, or remove it.',
    )
  })

  it('points at the tags line when the tag is not on a line of its own', () => {
    expect(tagLine('---\ntitle: A\ntags: [ERP, erp]\n---\n', 'erp')).toBe(3)
    expect(tagLine('---\ntitle: A\n---\n', 'erp')).toBeUndefined()
  })
})
