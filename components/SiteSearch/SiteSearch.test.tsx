import { afterEach, describe, expect, it, vi } from 'vitest'
import { uiIn } from '#content/ui'
import { fireEvent, renderHtml, screen, waitFor } from '../../test-utils/render'
import { enhance } from './browser'
import type { Found, SearchHit, SearchIndex } from './pagefind'
import { SiteSearch, type SearchTexts } from './SiteSearch'
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
  ...Array.from({ length: 12 }, (_, i) => ({
    url: `/blog/many-${i}`,
    title: `Post ${i}`,
    section: 'blog' as const,
    excerpt: `<mark>many</mark> ${i}`,
  })),
]
const index: SearchIndex = {
  async search(query, section, first = 10) {
    const matching = PAGES.filter((page) => page.excerpt.includes(`<mark>${query}</mark>`))
    const hits = matching.filter((page) => !section || page.section === section)
    const counts = { page: 0, blog: 0, caseStudy: 0, opening: 0 }
    for (const page of matching) counts[page.section]++
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
vi.mock('./pagefind', async (actual) => ({
  ...(await actual<typeof import('./pagefind')>()),
  loadSearch: (code: string) => load(code),
}))

afterEach(() => {
  load.mockReset()
  history.replaceState(null, '', '/')
})

/**
 * The search box as the page has it (the server's HTML in its island, components/Island), before
 * its code runs; `start` runs it (browser.ts), as the shared script does when it is focused.
 */
function page(words: SearchTexts = texts, code = 'en') {
  const { container } = renderHtml(
    <div data-island="SiteSearch" data-props={JSON.stringify({ texts: words, code })}>
      <SiteSearch texts={words} code={code} />
    </div>,
  )
  const island = container.querySelector<HTMLElement>('[data-island]')!
  return { island, start: () => enhance(island) }
}

const box = (label = texts.label) => screen.getByRole('searchbox', { name: label })
const type = (value: string, label?: string) => fireEvent.input(box(label), { target: { value } })
const resultLinks = () =>
  screen.queryAllByRole('listitem').map((item) => item.querySelector('a')!.getAttribute('href'))
const status = () => document.querySelector('[role="status"]')!

describe('SiteSearch on the server', () => {
  it('draws the box, an empty status, and the parts of its results in a template, nothing shown', () => {
    const { island } = page()
    expect(box()).toHaveAttribute('type', 'search')
    expect(status()).toHaveAttribute('hidden')
    expect(screen.queryByRole('list')).toBeNull()
    // (The template's elements belong to its own document: read, not matched.)
    const parts = island.querySelector('template')!.content
    expect(parts.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe(
      texts.filter,
    )
    expect(parts.querySelectorAll('ol > li > a')).toHaveLength(1)
    expect(parts.querySelector('button')?.textContent).toBe(texts.more)
    // Pagefind's fixed files, fetched beside the code when the box is reached for.
    expect(island.querySelector('[data-island-preload]')).toHaveAttribute(
      'data-island-preload',
      '/pagefind/en/pagefind.js /pagefind/en/pagefind-entry.json?ts=site /pagefind/en/wasm.en.pagefind /pagefind/en/first-search.json',
    )
  })
})

describe('SiteSearch in the browser', () => {
  it('shows the results as links with their section and highlighted words, and says how many', async () => {
    load.mockResolvedValue(index)
    const { island, start } = page()
    start()
    expect(island).toHaveAttribute('data-hydrated')
    type('ERP')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 results for “ERP”'))
    expect(load).toHaveBeenCalledWith('en')
    expect(resultLinks()).toEqual(['/blog/a', '/services', '/case-studies/b'])
    expect(screen.getByRole('link', { name: 'A distributor' })).toBeInTheDocument()
    expect(screen.getByText(texts.caseStudy, { selector: 'li span' })).toBeInTheDocument()
    // The excerpt's text stays text: only Pagefind's <mark> is markup.
    const marks = document.querySelectorAll('li mark')
    expect([...marks].map((mark) => mark.textContent)).toEqual(['ERP', 'ERP', 'ERP'])
    expect(document.querySelector('li b')).toBeNull()
    expect(screen.getByText(/their/)).toHaveTextContent('their ERP <b>')
    // An English page on an English search says nothing about its language.
    expect(screen.queryByText(texts.inEnglish, { selector: 'li *' })).toBeNull()
    // Cleared: nothing but the box.
    type('')
    await waitFor(() => expect(screen.queryByRole('list')).toBeNull())
    expect(status()).toHaveAttribute('hidden')
  })

  it('narrows to a section, with the count of each', async () => {
    load.mockResolvedValue(index)
    page().start()
    type('ERP')
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
    expect(screen.queryByRole('radio', { name: /Openings/ })).toBeNull()
    expect(screen.getByRole('radio', { name: texts.all })).toBeChecked()
    fireEvent.click(screen.getByRole('radio', { name: 'Blog (1)' }))
    await waitFor(() => expect(resultLinks()).toEqual(['/blog/a']))
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “ERP”')
    expect(screen.getByRole('radio', { name: 'Blog (1)' })).toBeChecked()
    // Another search keeps the section; one with nothing in it leaves it there, with 0.
    type('many')
    await waitFor(() => expect(resultLinks()).toHaveLength(10))
    fireEvent.click(screen.getByRole('radio', { name: texts.all }))
    type('ERP')
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
  })

  it('shows ten results, and ten more at "Show more results"', async () => {
    load.mockResolvedValue(index)
    page().start()
    type('many')
    await waitFor(() => expect(resultLinks()).toHaveLength(10))
    expect(screen.getByRole('status')).toHaveTextContent('12 results for “many”')
    fireEvent.click(screen.getByRole('button', { name: texts.more }))
    await waitFor(() => expect(resultLinks()).toHaveLength(12))
    expect(screen.queryByRole('button', { name: texts.more })).toBeNull()
  })

  it('moves from the box into the results and through them with the arrow keys', async () => {
    load.mockResolvedValue(index)
    page().start()
    type('ERP')
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
    // Offline: the load when the box is focused and the first search's both fail.
    load
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(index)
    page().start()
    type('ERP')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.failed))
    type('nothing')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No results for “nothing”'),
    )
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })

  it('searches what was typed before its code arrived, and a search sent meanwhile', async () => {
    load.mockResolvedValue(index)
    const { island, start } = page()
    ;(box() as HTMLInputElement).value = 'ERP'
    // Held by the inline script (components/HtmlFirst) until the code came.
    island.querySelector('form')!.setAttribute('data-held-submit', '')
    start()
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
    expect(island.querySelector('[data-held-submit]')).toBeNull()
  })

  it("searches the address's ?q= once its code has arrived", async () => {
    load.mockResolvedValue(index)
    history.replaceState(null, '', '/search?q=ERP')
    page().start()
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
    expect(box()).toHaveValue('ERP')
  })

  it('loads the index when started, so the first files come while the visitor types', () => {
    load.mockResolvedValue(index)
    page().start()
    expect(load).toHaveBeenCalledWith('en')
  })

  it('marks an English page among Tamil results', async () => {
    load.mockResolvedValue(index)
    const ta = uiIn('ta').search
    page(ta, 'ta').start()
    type('ERP', ta.label)
    await waitFor(() => expect(resultLinks()).toHaveLength(3))
    expect(load).toHaveBeenCalledWith('ta')
    const [first] = screen.getAllByRole('listitem')
    expect(first).toHaveAttribute('lang', 'en')
    expect(first!.querySelector('a')).toHaveAttribute('hreflang', 'en')
    expect(first).toHaveTextContent(ta.inEnglish)
    expect(first!.querySelector('[lang="ta"]')).toHaveTextContent(ta.inEnglish)
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
