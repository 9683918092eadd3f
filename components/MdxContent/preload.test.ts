import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { componentLoaders } from '../mdx/load'
import { loadComponent } from './loadComponents'
import { PRELOAD_MARK, preloadComponentsWhenIdle } from './preload'

vi.mock('./loadComponents', () => ({ loadComponent: vi.fn(() => Promise.resolve(() => null)) }))

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idle: (() => void)[] = []
const becomeIdle = () => {
  for (const run of idle.splice(0)) run()
}
const connection = (value: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value, configurable: true })
const loaded = () => vi.mocked(loadComponent).mock.calls.map(([name]) => name)

beforeEach(() => {
  // Production: `npm run dev` loads nothing ahead.
  vi.stubEnv('DEV', false)
  idle = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.mocked(loadComponent).mockClear()
  performance.clearMarks()
  connection(undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('preloadComponentsWhenIdle', () => {
  it('loads every writer component once the page has loaded and the browser is idle, and marks the moment', () => {
    preloadComponentsWhenIdle()
    expect(loaded()).toEqual([])
    becomeIdle()
    expect(loaded()).toEqual(Object.keys(componentLoaders))
    expect(performance.getEntriesByName(PRELOAD_MARK)).toHaveLength(1)
  })

  it('waits for the page to finish loading (its photos) before it asks for anything', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    preloadComponentsWhenIdle()
    becomeIdle()
    expect(loaded()).toEqual([])
    readyState.mockRestore()
    window.dispatchEvent(new Event('load'))
    becomeIdle()
    expect(loaded()).toEqual(Object.keys(componentLoaders))
  })

  it('loads nothing ahead for a visitor saving data or on 2G', () => {
    for (const setting of [
      { saveData: true },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      connection(setting)
      preloadComponentsWhenIdle()
      becomeIdle()
      expect(loaded(), JSON.stringify(setting)).toEqual([])
    }
    connection({ saveData: false, effectiveType: '3g' })
    preloadComponentsWhenIdle()
    becomeIdle()
    expect(loaded()).toEqual(Object.keys(componentLoaders))
  })

  it('waits without requestIdleCallback too (Safari): a moment after the load', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    preloadComponentsWhenIdle()
    expect(loaded()).toEqual([])
    await vi.advanceTimersByTimeAsync(100)
    expect(loaded()).toEqual(Object.keys(componentLoaders))
  })

  it('loads nothing ahead in `npm run dev`', () => {
    vi.stubEnv('DEV', true)
    preloadComponentsWhenIdle()
    becomeIdle()
    expect(loaded()).toEqual([])
  })
})
