import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '../../test-utils/render'
import { ChatWidget } from './ChatWidget'

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    fireEvent.scroll(window)
  })

describe('ChatWidget', () => {
  afterEach(() => scrollTo(0))

  it('shows the button only past 100 px', async () => {
    render(<ChatWidget />)
    expect(screen.queryByRole('button', { name: 'Chat with us on WhatsApp' })).toBeNull()
    scrollTo(100)
    expect(screen.queryByRole('button', { name: 'Chat with us on WhatsApp' })).toBeNull()
    scrollTo(101)
    expect(await screen.findByRole('button', { name: 'Chat with us on WhatsApp' })).toBeVisible()
  })

  it('opens a panel with Start Chat to wa.me and the note, and keeps the button while open', async () => {
    render(<ChatWidget />)
    scrollTo(150)
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with us on WhatsApp' }))
    const start = await screen.findByRole('link', { name: 'Start Chat' })
    expect(start.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    expect(start).toHaveAttribute('target', '_blank')
    expect(start).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('Typically replies within minutes.')).toBeInTheDocument()
    scrollTo(0)
    expect(screen.getByRole('button', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Start Chat' })).toBeNull())
  })
})
