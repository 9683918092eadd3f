import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '../../test-utils/render'
import { Header } from './Header'

describe('Header', () => {
  it('marks the link of the current route', () => {
    render(<Header />, { url: '/services' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const current = nav.querySelectorAll('[aria-current="page"]')
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent('Services')
    expect(current[0]).toHaveAttribute('href', '/services')
  })

  it('opens and closes the menu with one button and closes it when the route changes', () => {
    const { rerender } = render(<Header />, { url: '/' })
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Close menu')
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    rerender(<Header />, { url: '/about' })
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(document.getElementById('site-menu')).not.toHaveAttribute('data-open')
  })

  it('turns translucent only past 20 px', () => {
    render(<Header />)
    const header = screen.getByRole('banner')
    Object.defineProperty(window, 'scrollY', { value: 20, configurable: true })
    fireEvent.scroll(window)
    expect(header).not.toHaveAttribute('data-scrolled')
    Object.defineProperty(window, 'scrollY', { value: 21, configurable: true })
    fireEvent.scroll(window)
    expect(header).toHaveAttribute('data-scrolled')
  })
})
