import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Content } from '#content/schemas'
import { fill } from '#lib/fill'
import { SECTIONS, type SiteSection } from '#lib/site-index'
import { loadSearch, type Found, type SearchIndex } from './pagefind'

export type SearchTexts = Content<'ui.yaml'>['search']

export interface SearchSettings {
  /** Its words, in the page language (content/ui.yaml, search): added by the site. */
  texts: SearchTexts
  /** The page's language code: its index is /pagefind/<code>/ (tooling/search-index.ts). */
  code: string
}

/** Results shown at first, and added by "Show more results". */
const PAGE = 10
type Choice = 'all' | SiteSection
type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | ({ kind: 'done'; query: string } & Found)
type Counts = Partial<Record<SiteSection, number>>

const LABELS: Record<Choice, keyof SearchTexts> = {
  all: 'all',
  page: 'pages',
  blog: 'blog',
  caseStudy: 'caseStudies',
  opening: 'openings',
}

/**
 * The search box of /search (an island loaded when the visitor focuses or taps it: nothing of
 * search is fetched before). Results come from the index the build makes (Pagefind), as links;
 * a row of sections narrows them; a polite status says how many. Keyboard: ↓ from the box moves
 * into the results, ↑ and ↓ through them, Enter opens one. Before its code arrives the box is a
 * plain input: what is typed then is searched once it has.
 */
export function SiteSearch({ texts, code }: SearchSettings) {
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [section, setSection] = useState<Choice>('all')
  const index = useRef<SearchIndex | undefined>(undefined)
  const latest = useRef(0)

  const run = async (query: string, choice: Choice) => {
    const ask = ++latest.current
    if (!query.trim()) return setState({ kind: 'idle' })
    try {
      if (!index.current) setState({ kind: 'loading' })
      index.current ??= await loadSearch(code)
      const found = await index.current.search(query, choice === 'all' ? undefined : choice, PAGE)
      if (ask !== latest.current) return
      setState({ kind: 'done', query: query.trim(), ...found })
    } catch (error) {
      if (ask !== latest.current) return
      console.warn('Search could not load.', error)
      setState({ kind: 'failed' })
    }
  }

  // Once hydrated: what was typed before, or the address's ?q=, is searched.
  useEffect(() => {
    const typed = input.current?.value || new URLSearchParams(location.search).get('q') || ''
    if (input.current && !input.current.value) input.current.value = typed
    if (typed) void run(typed, 'all')
    // Loaded on focus: the index's first files come while the visitor types.
    else
      void loadSearch(code).then(
        (loaded) => (index.current = loaded),
        () => {},
      )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when hydrated
  }, [])

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])]
  const fromBox = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return
    const first = links()[0]
    if (!first) return
    event.preventDefault()
    first.focus()
  }
  const inList = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (at < 0) return
    event.preventDefault()
    const next = at + (event.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) input.current?.focus()
    else all[Math.min(next, all.length - 1)]!.focus()
  }

  const status =
    state.kind === 'loading'
      ? texts.loading
      : state.kind === 'failed'
        ? texts.failed
        : state.kind === 'done'
          ? fill(state.total === 0 ? texts.none : state.total === 1 ? texts.one : texts.many, {
              query: state.query,
              count: String(state.total),
            })
          : ''

  return (
    // Style props only: what shows before a search is Mantine's input, so the site's one stylesheet
    // (which every page loads) carries nothing for search.
    <Stack gap="md" maw="48rem" w="100%" mx="auto">
      <form
        role="search"
        data-needs-js=""
        onSubmit={(event) => {
          event.preventDefault()
          void run(input.current?.value ?? '', section)
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            ref={input}
            id="search"
            type="search"
            name="q"
            size="lg"
            label={texts.label}
            placeholder={texts.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            style={{ flex: 1 }}
            onChange={(event) => void run(event.currentTarget.value, section)}
            onKeyDown={fromBox}
          />
          <Button type="submit" size="lg" variant="default">
            {texts.link}
          </Button>
        </Group>
      </form>
      <noscript>
        <p>{texts.noScript}</p>
      </noscript>
      <Text role="status" c="dimmed" display={status ? undefined : 'none'}>
        {status}
      </Text>
      {state.kind === 'done' && state.total + sumOthers(state.counts, section) > 0 && (
        <Group
          gap="xs"
          component="fieldset"
          role="radiogroup"
          aria-label={texts.filter}
          m={0}
          p={0}
          bd={0}
        >
          {(['all', ...SECTIONS] as Choice[]).map((choice) => {
            const count = choice === 'all' ? undefined : (state.counts[choice] ?? 0)
            if (count === 0 && section !== choice) return null
            return (
              <Box
                key={choice}
                component="label"
                display="inline-flex"
                mih={44}
                px="md"
                bd="1px solid var(--mantine-color-default-border)"
                bdrs="xl"
                style={{ alignItems: 'center', gap: 8, cursor: 'pointer' }}
              >
                <input
                  type="radio"
                  name="section"
                  value={choice}
                  checked={section === choice}
                  onChange={() => {
                    setSection(choice)
                    void run(state.query, choice)
                  }}
                />
                {texts[LABELS[choice]]}
                {count === undefined ? '' : ` (${count})`}
              </Box>
            )
          })}
        </Group>
      )}
      {state.kind === 'done' && state.hits.length > 0 && (
        <>
          <ol
            ref={list}
            onKeyDown={inList}
            style={{
              display: 'grid',
              gap: 'var(--mantine-spacing-lg)',
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {state.hits.map((hit) => {
              const english = code !== 'en' && !hit.url.startsWith(`/${code}`)
              return (
                <li key={hit.url} lang={english ? 'en' : undefined}>
                  <Text
                    component="a"
                    href={hit.url}
                    hrefLang={english ? 'en' : undefined}
                    display="inline-flex"
                    mih={44}
                    fz="lg"
                    fw={700}
                    c="var(--mantine-color-anchor)"
                    td="underline"
                    style={{ alignItems: 'center' }}
                  >
                    {hit.title}
                  </Text>
                  <Group gap="xs" mb="xs">
                    <Text span size="xs" fw={700} tt="uppercase" c="dimmed">
                      {texts[hit.section]}
                    </Text>
                    {english && (
                      <Text span size="sm" c="dimmed" lang={code}>
                        {texts.inEnglish}
                      </Text>
                    )}
                  </Group>
                  {/* Pagefind encodes the page's text before it adds <mark> (its docs: "safe to use
                      as innerHTML"); the text is the site's own, from the build. */}
                  <Text
                    m={0}
                    style={{ overflowWrap: 'anywhere' }}
                    dangerouslySetInnerHTML={{ __html: hit.excerpt }}
                  />
                </li>
              )
            })}
          </ol>
          {state.hits.length < state.total && (
            <Button
              variant="default"
              onClick={async () => {
                const more = await state.more(PAGE)
                setState((now) =>
                  now === state ? { ...state, hits: [...state.hits, ...more] } : now,
                )
              }}
            >
              {texts.more}
            </Button>
          )}
        </>
      )}
    </Stack>
  )
}

/** Results in the other sections: the row stays while a section with none is chosen. */
const sumOthers = (counts: Counts, section: Choice) =>
  Object.entries(counts).reduce((sum, [name, count]) => sum + (name === section ? 0 : count), 0)
