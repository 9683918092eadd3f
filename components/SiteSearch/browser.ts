// The search box's code in the browser (issue 52): plain DOM over Pagefind, no React or Mantine.
// The island mechanism loads it when the visitor focuses or taps the box (components/Island,
// 'focus' in components/mdx/index.ts) and calls `enhance` on the server's HTML (SiteSearch.tsx).
import { fill } from '#lib/fill'
import { SECTIONS, type SiteSection } from '#lib/site-index'
import { loadSearch, type Found, type SearchHit, type SearchIndex } from './pagefind'
import type { SearchSettings } from './SiteSearch'

/** Results shown at first, and added by "Show more results". */
const PAGE = 10
type Choice = 'all' | SiteSection
const LABELS = {
  all: 'all',
  page: 'pages',
  blog: 'blog',
  caseStudy: 'caseStudies',
  opening: 'openings',
} as const

/**
 * Makes the search box search: results come from the index the build makes (Pagefind), as links;
 * a row of sections narrows them; the polite status says how many. Keyboard: ↓ from the box moves
 * into the results, ↑ and ↓ through them, Enter opens one. What was typed before this code arrived
 * (or the address's ?q=) is searched at once, and a form submitted meanwhile (held by the inline
 * script, components/HtmlFirst) is sent.
 */
export function enhance(element: HTMLElement) {
  const { texts, code } = JSON.parse(element.dataset.props ?? '{}') as SearchSettings
  const form = element.querySelector('form')!
  const input = form.querySelector<HTMLInputElement>('input[type="search"]')!
  const status = element.querySelector<HTMLElement>('[role="status"]')!
  // The parts the server drew in a <template>: a row of sections, a list, "Show more results".
  const parts = element.querySelector<HTMLTemplateElement>('template[data-search-parts]')!.content
  const [sections, list, more] = [...document.importNode(parts, true).children] as [
    HTMLElement,
    HTMLOListElement,
    HTMLButtonElement,
  ]
  const sectionLabel = sections.firstElementChild!
  const row = list.firstElementChild!
  let index: SearchIndex | undefined
  let latest = 0
  let section: Choice = 'all'
  let shown: (Found & { query: string }) | undefined

  const say = (text: string) => {
    status.textContent = text
    status.hidden = !text
  }
  /** What follows the status: the parts there is something in (a part that stays is not moved). */
  const show = (...visible: HTMLElement[]) => {
    let at: Element = status
    for (const part of [sections, list, more])
      if (!visible.includes(part)) part.remove()
      else {
        if (at.nextElementSibling !== part) at.after(part)
        at = part
      }
  }
  // One label a section, made once: the one chosen keeps its focus while the results change.
  const labels = Object.fromEntries(
    (['all', ...SECTIONS] as Choice[]).map((choice) => {
      const label = sectionLabel.cloneNode(true) as HTMLLabelElement
      label.querySelector('input')!.value = choice
      return [choice, label]
    }),
  ) as Record<Choice, HTMLLabelElement>
  sections.replaceChildren(...Object.values(labels))

  const run = async (query: string, choice: Choice) => {
    const ask = ++latest
    if (!query.trim()) {
      shown = undefined
      say('')
      return show()
    }
    try {
      if (!index) say(texts.loading)
      index ??= await loadSearch(code)
      const found = await index.search(query, choice === 'all' ? undefined : choice, PAGE)
      if (ask !== latest) return
      shown = { ...found, query: query.trim() }
      draw(shown)
    } catch (error) {
      if (ask !== latest) return
      console.warn('Search could not load.', error)
      say(texts.failed)
      show()
    }
  }

  const draw = (found: Found & { query: string }) => {
    const { total, counts, query } = found
    say(
      fill(total === 0 ? texts.none : total === 1 ? texts.one : texts.many, {
        query,
        count: String(total),
      }),
    )
    const others = Object.entries(counts).reduce(
      (sum, [name, count]) => sum + (name === section ? 0 : count),
      0,
    )
    for (const [choice, label] of Object.entries(labels) as [Choice, HTMLLabelElement][]) {
      const count = choice === 'all' ? undefined : (counts[choice] ?? 0)
      // A section with no results is left out, unless it is the one chosen.
      label.style.display = count === 0 && section !== choice ? 'none' : ''
      label.querySelector('input')!.checked = section === choice
      label.lastElementChild!.textContent =
        texts[LABELS[choice]] + (count === undefined ? '' : ` (${count})`)
    }
    list.replaceChildren(...found.hits.map(resultRow))
    show(
      ...(total + others > 0 ? [sections] : []),
      ...(found.hits.length ? [list] : []),
      ...(found.hits.length < total ? [more] : []),
    )
  }

  const resultRow = (hit: SearchHit) => {
    const item = row.cloneNode(true) as HTMLLIElement
    const [link, about, excerpt] = item.children as unknown as [
      HTMLAnchorElement,
      HTMLElement,
      HTMLElement,
    ]
    const english = code !== 'en' && !hit.url.startsWith(`/${code}`)
    if (english) {
      item.lang = 'en'
      link.hreflang = 'en'
    } else about.lastElementChild!.remove()
    link.href = hit.url
    link.textContent = hit.title
    about.firstElementChild!.textContent = texts[hit.section]
    // Pagefind encodes the page's text before it adds <mark> (its docs: "safe to use as
    // innerHTML"); the text is the site's own, from the build.
    excerpt.innerHTML = hit.excerpt
    return item
  }

  input.addEventListener('input', () => void run(input.value, section))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void run(input.value, section)
  })
  sections.addEventListener('change', (event) => {
    section = (event.target as HTMLInputElement).value as Choice
    if (shown) void run(shown.query, section)
  })
  more.addEventListener('click', async () => {
    const now = shown
    if (!now) return
    const added = await now.more(PAGE)
    if (now !== shown) return
    now.hits = [...now.hits, ...added]
    draw(now)
  })

  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a[href]')]
  input.addEventListener('keydown', (event) => {
    const first = links()[0]
    if (event.key !== 'ArrowDown' || !first?.isConnected) return
    event.preventDefault()
    first.focus()
  })
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (at < 0) return
    event.preventDefault()
    const next = at + (event.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) input.focus()
    else all[Math.min(next, all.length - 1)]!.focus()
  })

  // What was typed before, or the address's ?q=, is searched; else the index's first files come
  // while the visitor types.
  const typed = input.value || new URLSearchParams(location.search).get('q') || ''
  input.value = typed
  if (typed) void run(typed, 'all')
  else
    void loadSearch(code).then(
      (loaded) => (index = loaded),
      () => {},
    )
  element.setAttribute('data-hydrated', '')
  const held = element.querySelector('form[data-held-submit]')
  held?.removeAttribute('data-held-submit')
  held?.removeAttribute('aria-busy')
}
