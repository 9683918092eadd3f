import { describe, expect, it } from 'vitest'
import { render, screen } from '../../test-utils/render'
import { Header } from './Header'

describe('Header', () => {
  // (The nav is a popover, closed here: hidden for jsdom as on a phone.)
  it('marks the link of the current route', () => {
    render(<Header current="/services" />)
    const nav = document.getElementById('site-menu')!
    expect(nav).toHaveAttribute('aria-label', 'Main')
    const current = nav.querySelectorAll('[aria-current="page"]')
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent('Services')
    expect(current[0]).toHaveAttribute('href', '/services')
  })

  it('opens the phone menu without JavaScript: a popover its toggle controls', () => {
    render(<Header current="/" />)
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    const menu = document.getElementById('site-menu')!
    expect(menu).toHaveAttribute('popover', 'auto')
    expect(toggle).toHaveAttribute('popovertarget', 'site-menu')
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu')
    // Closed: the browser states a popovertarget button's expanded state from its popover (the
    // accessibility tree: tests/e2e/layout.test.ts); aria-expanded there is invalid HTML.
    expect(menu.matches(':popover-open')).toBe(false)
    expect(toggle).not.toHaveAttribute('aria-expanded')
    // Its name while open, for the inline script (components/HtmlFirst).
    expect(toggle).toHaveAttribute('data-label-close', 'Close menu')
  })

  it('turns translucent past 20 px (the inline script sets data-scrolled from this)', () => {
    render(<Header current="/" />)
    expect(screen.getByRole('banner')).toHaveAttribute('data-scroll-flag', '20')
  })
})
