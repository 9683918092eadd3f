import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Tests that run Node's own runtime (`// @vitest-environment node`: scripts/fuzz/editor-api.test.ts)
// have no document.
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup()
    // What renderHtml (test-utils/render.tsx) put in the document.
    document.body.replaceChildren()
  })

  // jsdom lacks these browser APIs that Mantine uses.
  const { getComputedStyle } = window
  window.getComputedStyle = (element: Element) => getComputedStyle(element)
  window.HTMLElement.prototype.scrollIntoView = () => {}
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  })
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver
}

// Tell React that tests run inside act()-aware code.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
