import { TextInput } from '@mantine/core'
import { act, useState, type ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, renderHtml, screen, waitFor } from '../../test-utils/render'
import { hydrate } from './hydrate'
import { Island, type PageIslands } from './Island'
import { startIslands } from './start'

/** An island to try the mechanism with: a labelled field (Mantine's useId) and a counter. */
function Probe({ label, start = 0 }: { label: string; start?: number }) {
  const [count, setCount] = useState(start)
  return (
    <form onSubmit={(event) => (event.preventDefault(), setCount((c) => c + 10))}>
      <TextInput label={label} name="name" />
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Clicked {count}
      </button>
    </form>
  )
}

const page = (): PageIslands => ({
  components: { Probe: Probe as ComponentType },
  rendered: [],
})
const islandsOf = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-island]'),
]
/** What virtual:islands gives the browser for a React island: hydrate it on its element. */
const hydrating = (element: HTMLElement) => hydrate(element, Probe as never)

afterEach(() => vi.restoreAllMocks())

describe('Island on the server', () => {
  it('renders the component in place, with its settings as JSON that cannot end its element', () => {
    const label = 'Name </div><script>alert(1)</script> "quoted" & more'
    const { container } = renderHtml(<Island name="Probe" props={{ label, start: 2 }} />, {
      islands: page(),
    })
    const [island] = islandsOf(container)
    expect(island).toHaveAttribute('data-island', 'Probe')
    expect(JSON.parse(island!.dataset.props!)).toEqual({ label, start: 2 })
    expect(container.querySelector('script')).toBeNull()
    expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument()
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 2')
  })

  it("gives each island on a page its own id prefix, which its labels' ids carry", () => {
    const islands = page()
    const { container } = renderHtml(
      <>
        <Island name="Probe" props={{ label: 'First' }} />
        <Island name="Probe" props={{ label: 'Second' }} />
      </>,
      { islands },
    )
    const ids = islandsOf(container).map((island) => island.dataset.islandId)
    expect(ids).toEqual(['probe-0', 'probe-1'])
    const first = screen.getByRole('textbox', { name: 'First' })
    const second = screen.getByRole('textbox', { name: 'Second' })
    expect(first.id).toContain('probe-0-')
    expect(second.id).toContain('probe-1-')
    expect(islands.rendered).toEqual(['Probe', 'Probe'])
  })

  it('refuses settings that are not plain data, and names that are not islands', () => {
    const islands = page()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderHtml(<Island name="Probe" props={{ label: 'x', onClick: () => {} }} />, { islands }),
    ).toThrow(/settings travel to the browser as JSON/)
    expect(() => renderHtml(<Island name="Nope" />, { islands })).toThrow(
      /no island has that name\. Fix: mark its line in components\/mdx\/index.ts with island: 'reach'/,
    )
  })
})

describe('Island in the browser', () => {
  it('hydrates alone, without a warning, keeping what was typed, and then acts', async () => {
    const errors = vi.spyOn(console, 'error')
    const { container } = renderHtml(<Island name="Probe" props={{ label: 'Name' }} />, {
      islands: page(),
    })
    const field = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement
    field.value = 'Typed before'
    const [island] = islandsOf(container)
    await act(async () => hydrate(island!, Probe as never))
    await waitFor(() => expect(island).toHaveAttribute('data-hydrated'))
    expect(field.value).toBe('Typed before')
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1')
    expect(errors).not.toHaveBeenCalled()
  })

  it('sends a form held while its code was loading, once hydrated', async () => {
    const { container } = renderHtml(<Island name="Probe" props={{ label: 'Name' }} />, {
      islands: page(),
    })
    container.querySelector('form')!.setAttribute('data-held-submit', '')
    await act(async () => hydrate(islandsOf(container)[0]!, Probe as never))
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Clicked 10'))
    expect(container.querySelector('[data-held-submit]')).toBeNull()
  })

  it('loads its code only when the visitor reaches for it, and again after a failure', async () => {
    const { container } = renderHtml(<Island name="Probe" props={{ label: 'Name' }} />, {
      islands: page(),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(hydrating)
    startIslands({ Probe: load })
    expect(load).not.toHaveBeenCalled()
    const field = screen.getByRole('textbox', { name: 'Name' })
    fireEvent.focusIn(field)
    await waitFor(() => expect(console.warn).toHaveBeenCalled())
    expect(islandsOf(container)[0]).not.toHaveAttribute('data-hydrated')
    fireEvent.pointerOver(field)
    await waitFor(() => expect(islandsOf(container)[0]).toHaveAttribute('data-hydrated'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("loads an island marked 'focus' on focus, not when a pointer passes over it", async () => {
    const { container } = renderHtml(<Island name="Probe" props={{ label: 'Name' }} />, {
      islands: page(),
    })
    const [island] = islandsOf(container)
    island!.dataset.islandLoad = 'focus'
    const load = vi.fn().mockResolvedValue(hydrating)
    startIslands({ Probe: load })
    const field = screen.getByRole('textbox', { name: 'Name' })
    fireEvent.pointerOver(field)
    expect(load).not.toHaveBeenCalled()
    fireEvent.focusIn(field)
    await waitFor(() => expect(island).toHaveAttribute('data-hydrated'))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("loads an island marked 'view' when it comes near the screen", async () => {
    const { container } = renderHtml(<Island name="Probe" props={{ label: 'Name' }} />, {
      islands: page(),
    })
    const [island] = islandsOf(container)
    island!.dataset.islandLoad = 'view'
    let report: IntersectionObserverCallback = () => {}
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback
        }
        observe() {}
        unobserve() {}
      },
    )
    const load = vi.fn().mockResolvedValue(hydrating)
    startIslands({ Probe: load })
    expect(load).not.toHaveBeenCalled()
    report([{ isIntersecting: true, target: island } as never], {} as never)
    await waitFor(() => expect(island).toHaveAttribute('data-hydrated'))
    vi.unstubAllGlobals()
  })

  it('loads at once when the visitor reached for it before the script ran', async () => {
    const { container } = renderHtml(<Island name="Probe" props={{ label: 'Name' }} />, {
      islands: page(),
    })
    screen.getByRole('textbox', { name: 'Name' }).focus()
    const load = vi.fn().mockResolvedValue(hydrating)
    startIslands({ Probe: load })
    expect(load).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(islandsOf(container)[0]).toHaveAttribute('data-hydrated'))
  })

  it('starts a plain module instead, and fetches the files its HTML names beside its code', async () => {
    const { container } = renderHtml(<Island name="Probe" props={{ label: 'Name' }} />, {
      islands: page(),
    })
    const [island] = islandsOf(container)
    island!.dataset.islandLoad = 'focus'
    island!.querySelector('form')!.dataset.islandPreload = '/index/code.js /index/data.json?ts=x'
    const enhance = vi.fn((element: HTMLElement) => element.setAttribute('data-hydrated', ''))
    const load = vi.fn().mockResolvedValue(enhance)
    startIslands({ Probe: load })
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'Name' }))
    await waitFor(() => expect(island).toHaveAttribute('data-hydrated'))
    expect(enhance).toHaveBeenCalledWith(island)
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      crossOrigin: link.crossOrigin,
      href: link.getAttribute('href'),
    }))
    expect(links).toEqual([
      { rel: 'modulepreload', as: null, crossOrigin: null, href: '/index/code.js' },
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/index/data.json?ts=x' },
    ])
    for (const link of document.head.querySelectorAll('link')) link.remove()
  })
})
