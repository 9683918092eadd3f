import { afterEach, describe, expect, it, vi } from 'vitest'
import { uiIn } from '#content/ui'
import { fireEvent, render, screen, waitFor } from '../../test-utils/render'
import type { Found, SearchHit, SearchIndex } from './pagefind'
import { SiteSearch } from './SiteSearch'
import { searchShortcut } from './shortcut'

const texts = uiIn('en').search

/** A stand-in index (the real one is the build's Pagefind bundle: tests/e2e/search.test.ts). */
const PAGES: SearchHit[] = [
  { url: '/blog/a', title: 'Choosing an ERP', section: 'blog', excerpt: 'an <mark>ERP</mark> for' },
  { url: '/services', title: 'Services', section: 'page', excerpt: '<mark>ERP</mark> Solutions' },
  {
    url: '/case-studies/b',
    title: 'A distributor',
    section: 'caseStudy',
    excerpt: 'their <mark>ERP</mark> &lt;b&gt;',
  },
]
const index: SearchIndex = {
  async search(query, section, first = 10) {
    const hits = PAGES.filter(
      (page) =>
        page.excerpt.includes(`<mark>${query}</mark>`) && (!section || page.section === section),
    )
    const counts = { page: 0, blog: 0, caseStudy: 0, opening: 0 }
    for (const page of PAGES.filter((p) => p.excerpt.includes(`<mark>${query}</mark>`)))
      counts[page.section]++
    let next = first
    const found: Found = {
      total: hits.length,
      counts,
      hits: hits.slice(0, first),
      more: async (count) => hits.slice(next, (next += count)),
    }
    return found
  },
}
const load = vi.fn<(code: string) => Promise<SearchIndex>>()
vi.mock('./pagefind', () => ({ loadSearch: (code: string) => load(code) }))

afterEach(() => {
  load.mockReset()
  history.replaceState(null, '', '/')
})

const box = () => screen.getByRole('searchbox', { name: texts.label })
const resultLinks = () =>
  screen.queryAllByRole('listitem').map((item) => item.querySelector('a')!.getAttribute('href'))

describe('SiteSearch', () => {
  it('shows the results as links with their section and highlighted words, and says how many', async () => {
    load.mockResolvedValue(index)
    render(<SiteSearch texts={texts} code="en" />)
    fireEvent.change(box(), { target: { value: 'ERP' } })
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 results for “ERP”'))
    expect(load).toHaveBeenCalledWith('en')
    expect(resultLinks()).toEqual(['/blog/a', '/services', '/case-studies/b'])
    expect(screen.getByRole('link', { name: 'A distributor' })).toBeInTheDocument()
    expect(screen.getByText(texts.caseStudy)).toBeInTheDocument()
    // The excerpt's text stays text: only Pagefind's <mark> is markup.
    const marks = document.querySelectorAll('mark')
    expect([...marks].map((mark) => mark.textContent)).toEqual(['ERP', 'ERP', 'ERP'])
    expect(document.querySelector('li b')).toBeNull()
    expect(screen.getByText(/their/)).toHaveTextContent('their ERP <b>')
  })

  it('narrows to a section, with the count of each', async () => {
    load.mockResolvedValue(index)
    render(<SiteSearch texts={texts} code="en" />)
    fireEvent.change(box(), { target: { value: 'ERP' } })
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
    expect(screen.queryByRole('radio', { name: /Openings/ })).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Blog (1)' }))
    await waitFor(() => expect(resultLinks()).toEqual(['/blog/a']))
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “ERP”')
    fireEvent.click(screen.getByRole('radio', { name: texts.all }))
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
  })

  it('moves from the box into the results and through them with the arrow keys', async () => {
    load.mockResolvedValue(index)
    render(<SiteSearch texts={texts} code="en" />)
    fireEvent.change(box(), { target: { value: 'ERP' } })
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
    box().focus()
    fireEvent.keyDown(box(), { key: 'ArrowDown' })
    expect(document.activeElement).toHaveAttribute('href', '/blog/a')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    expect(document.activeElement).toHaveAttribute('href', '/services')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' })
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(box())
  })

  it('says when nothing matched, and when the index could not load, and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Offline: the load when the box is focused (hydrated) and the first search's both fail.
    load
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(index)
    render(<SiteSearch texts={texts} code="en" />)
    fireEvent.change(box(), { target: { value: 'ERP' } })
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.failed))
    fireEvent.change(box(), { target: { value: 'nothing' } })
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No results for “nothing”'),
    )
  })

  it("searches the address's ?q= once its code has arrived", async () => {
    load.mockResolvedValue(index)
    history.replaceState(null, '', '/search?q=ERP')
    render(<SiteSearch texts={texts} code="en" />)
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
    expect(box()).toHaveValue('ERP')
  })

  it('marks an English page among Tamil results', async () => {
    load.mockResolvedValue(index)
    const ta = uiIn('ta').search
    render(<SiteSearch texts={ta} code="ta" />)
    fireEvent.change(screen.getByRole('searchbox', { name: ta.label }), {
      target: { value: 'ERP' },
    })
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
    expect(load).toHaveBeenCalledWith('ta')
    const [first] = screen.getAllByRole('listitem')
    expect(first).toHaveAttribute('lang', 'en')
    expect(first).toHaveTextContent(ta.inEnglish)
  })
})

describe('the "/" shortcut', () => {
  it('focuses the search box, and leaves a "/" typed into a field alone', () => {
    document.body.innerHTML = '<input id="name"><input id="search" type="search">'
    searchShortcut()
    const name = document.getElementById('name')!
    name.focus()
    expect(fireEvent.keyDown(name, { key: '/' })).toBe(true)
    expect(document.activeElement).toBe(name)
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false)
    expect(document.activeElement).toBe(document.getElementById('search'))
    document.body.innerHTML = ''
  })
})
