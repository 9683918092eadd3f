import { describe, expect, it } from 'vitest'
import { render, screen } from '../../test-utils/render'
import { ChatWidget } from './ChatWidget'

describe('ChatWidget', () => {
  it('shows its button past 100 px (the inline script sets data-scrolled from this)', () => {
    const { container } = render(<ChatWidget />)
    expect(container.querySelector('[data-scroll-flag]')).toHaveAttribute('data-scroll-flag', '100')
  })

  it('opens, without JavaScript, a panel with Start Chat to wa.me, the note and a close button', () => {
    render(<ChatWidget />)
    const button = screen.getByRole('button', { name: 'Chat with us on WhatsApp', hidden: true })
    expect(button).toHaveAttribute('popovertarget', 'chat-panel')
    const panel = document.getElementById('chat-panel')!
    // Closed: the browser states the button's expanded state from its popover (the accessibility
    // tree: tests/engines/journeys.ts); aria-expanded there is invalid HTML.
    expect(panel.matches(':popover-open')).toBe(false)
    expect(button).not.toHaveAttribute('aria-expanded')
    expect(panel).toHaveAttribute('popover', 'auto')
    expect(panel).toHaveAttribute('role', 'dialog')
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)).toHaveTextContent(
      'Chat with us on WhatsApp',
    )
    const start = screen.getByRole('link', { name: 'Start Chat', hidden: true })
    expect(start.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello/)
    expect(start).toHaveAttribute('target', '_blank')
    expect(start).toHaveAttribute('rel', 'noopener noreferrer')
    expect(panel).toHaveTextContent('Typically replies within minutes.')
    const close = screen.getByRole('button', { name: 'Close chat', hidden: true })
    expect(close).toHaveAttribute('popovertarget', 'chat-panel')
    expect(close).toHaveAttribute('popovertargetaction', 'hide')
  })
})
