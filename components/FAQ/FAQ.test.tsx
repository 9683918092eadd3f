import { describe, expect, it } from 'vitest'
import { faq } from '#content/faq'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, userEvent, within } from '../../test-utils/render'
import { FAQ } from './FAQ'

const items = (container: HTMLElement) => [...container.querySelectorAll('details')]

describe('FAQ', () => {
  it('shows six questions from content/faq.yaml, each a native <details> closed at first', () => {
    const { container } = render(<FAQ />)
    const details = items(container)
    expect(details).toHaveLength(6)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      faq.map((item) => item.question),
    )
    details.forEach((item, i) => {
      const summary = item.querySelector(':scope > summary')!
      expect(within(summary as HTMLElement).getByRole('heading')).toHaveTextContent(
        faq[i]!.question,
      )
      expect(item).not.toHaveAttribute('open')
      // The answer is in the page (find-in-page reaches it) but hidden until opened.
      expect(screen.getByText(faq[i]!.answer)).not.toBeVisible()
    })
  })

  it('covers the topics of spec §2 and states its durations and pricing models', () => {
    render(<FAQ />)
    const questions = screen.getAllByRole('heading').map((h) => h.textContent)
    expect(questions).toEqual([
      expect.stringMatching(/industries/i),
      expect.stringMatching(/how long/i),
      expect.stringMatching(/support/i),
      expect.stringMatching(/pricing/i),
      expect.stringMatching(/existing technology stack/i),
      expect.stringMatching(/data secure/i),
    ])
    const duration = screen.getByText(/A simple website takes/)
    expect(duration).toHaveTextContent('4-6 weeks')
    expect(duration).toHaveTextContent('6-12 months')
    const pricing = screen.getByText(/fixed-price/)
    expect(pricing).toHaveTextContent(/time and\s+materials/)
    expect(pricing).toHaveTextContent('retainer')
  })

  it('opens an answer when its question is clicked', async () => {
    const user = userEvent.setup()
    const { container } = render(<FAQ />)
    const details = items(container)
    await user.click(screen.getByRole('heading', { name: faq[1]!.question }))
    expect(details[1]).toHaveAttribute('open')
    expect(screen.getByText(faq[1]!.answer)).toBeVisible()
    expect(details.filter((d) => d.open)).toEqual([details[1]])
  })

  it('gives every item one shared name, so the browser keeps one open at a time', () => {
    // jsdom does not implement exclusive <details name>; the shared name is what makes it.
    const { container } = render(<FAQ />)
    expect(items(container).map((d) => d.getAttribute('name'))).toEqual(Array(6).fill('faq'))
  })

  it('has no axe violation', async () => {
    const { container } = render(<FAQ />)
    await expectNoAxeViolations(container)
  })
})
