import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offices } from '#content/offices'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, renderHtml, screen } from '../../test-utils/render'
import { fillNearScreen } from './near-screen'
import { OfficeMap, mapUrls } from './OfficeMap'

/** jsdom has no IntersectionObserver: this one reports what the test says. */
let observers: { callback: IntersectionObserverCallback; target?: Element }[] = []
class FakeIntersectionObserver {
  entry: (typeof observers)[number]
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback }
    observers.push(this.entry)
  }
  observe(target: Element) {
    this.entry.target = target
  }
  unobserve() {}
  disconnect() {}
}

/** The map box comes near the screen (or leaves it). */
const scroll = (isIntersecting: boolean) => {
  for (const { callback, target } of observers) {
    if (target) callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as never)
  }
}

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: (() => void)[] = []
const becomeIdle = () => idle.splice(0).forEach((run) => run())

/** The map as a visitor's browser gets it: prerendered, then the shared script (pages/+client.ts). */
const mapPage = () => {
  const result = renderHtml(<OfficeMap />)
  fillNearScreen()
  return result
}

const hq = offices.find((o) => o.hq)!
const mapTitle = 'Map of our office in Coimbatore'

beforeEach(() => {
  observers = []
  idle = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
})
afterEach(() => vi.unstubAllGlobals())

describe('OfficeMap', () => {
  it("shows the head office's address and a 'View larger map' link that opens in a new tab", () => {
    render(<OfficeMap />)
    expect(screen.getByText(hq.address)).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'View larger map' })
    expect(link).toHaveAttribute('href', mapUrls(hq.latitude, hq.longitude).larger)
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  it('loads the map, an iframe with a title, once its box comes near the screen (when the page is idle)', () => {
    mapPage()
    expect(screen.queryByTitle(mapTitle)).not.toBeInTheDocument()
    scroll(true)
    // Not in the scroll's own task: a tap right after it is answered first.
    expect(screen.queryByTitle(mapTitle)).not.toBeInTheDocument()
    becomeIdle()
    const frame = screen.getByTitle(mapTitle)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', mapUrls(hq.latitude, hq.longitude).embed)
    // Centred on the office: the marker is the office's position.
    expect(frame.getAttribute('src')).toContain(`marker=${hq.latitude},${hq.longitude}`)
    // openstreetmap.org learns the site's origin, never the page's address (the default before).
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
  })

  it('keeps the map once loaded when its box scrolls away again', () => {
    mapPage()
    scroll(true)
    becomeIdle()
    scroll(false)
    becomeIdle()
    expect(screen.getByTitle(mapTitle)).toBeInTheDocument()
  })

  it('shows the map without JavaScript (in <noscript>), and nothing of it before', () => {
    const { container } = renderHtml(<OfficeMap />)
    expect(container.querySelector('noscript')?.innerHTML).toContain(
      mapUrls(hq.latitude, hq.longitude).embed.replaceAll('&', '&amp;'),
    )
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('has no axe violation, with the map loaded', async () => {
    const { container } = mapPage()
    scroll(true)
    becomeIdle()
    expect(screen.getByTitle(mapTitle)).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})

describe('mapUrls', () => {
  it('frames a box around the office and marks it', () => {
    const { embed } = mapUrls(11.0168, 76.9558)
    expect(embed).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=76.9358,11.0048,76.9758,11.0288&layer=mapnik&marker=11.0168,76.9558',
    )
  })
})
