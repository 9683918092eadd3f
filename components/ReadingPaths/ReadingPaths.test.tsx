import { describe, expect, it } from 'vitest'
import { listedPosts, posts } from '#content/blog'
import { lists } from '#content/lists'
import { relatedTo } from '#content/reading-paths'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { ReadingPaths } from './ReadingPaths'

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'))

describe('ReadingPaths', () => {
  // The middle post of the list: it has a newer and an older one.
  const post = listedPosts[1]!

  it("links a post's tags, its related entries and the newer and older post", () => {
    render(<ReadingPaths href={post.href} tags={post.tags} pager />)
    const tags = screen.getByRole('list', { name: lists.blog.tags })
    expect(hrefs(within(tags).getAllByRole('link'))).toEqual(
      post.tags.map((tag) => `/blog/tag/${tag.toLowerCase().replace(/\W+/g, '-')}`),
    )
    const related = screen.getByRole('region', { name: lists.related.title })
    expect(hrefs(within(related).getAllByRole('link'))).toEqual(
      relatedTo(post.href).map((entry) => entry.href),
    )
    const pager = screen.getByRole('navigation', { name: lists.blog.aroundLabel })
    const [newer, older] = within(pager).getAllByRole('link')
    expect(newer).toHaveAttribute('href', listedPosts[0]!.href)
    expect(newer).toHaveTextContent(`${lists.blog.newerPost} ${listedPosts[0]!.title}`)
    expect(older).toHaveAttribute('href', listedPosts[2]!.href)
    expect(older).toHaveTextContent(`${lists.blog.olderPost} ${listedPosts[2]!.title}`)
  })

  it('gives the newest post only an older one', () => {
    render(<ReadingPaths href={listedPosts[0]!.href} pager />)
    const pager = screen.getByRole('navigation', { name: lists.blog.aroundLabel })
    expect(hrefs(within(pager).getAllByRole('link'))).toEqual([listedPosts[1]!.href])
  })

  it('shows no tags and no pager where none are asked for', () => {
    render(<ReadingPaths href={post.href} />)
    expect(screen.queryByRole('list', { name: lists.blog.tags })).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('leaves out a tag without a page, and is nothing when nothing is left', () => {
    const { container } = render(<ReadingPaths href="/careers/none" tags={['No such tag']} />)
    expect(container.querySelector(':not(style)')).toBeNull()
  })

  it('has no axe violation', async () => {
    const { container } = render(<ReadingPaths href={posts[0]!.href} tags={posts[0]!.tags} pager />)
    await expectNoAxeViolations(container)
  })
})
