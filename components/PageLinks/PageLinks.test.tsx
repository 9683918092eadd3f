import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { PageLinks } from './PageLinks'

describe('PageLinks', () => {
  it('links to the four pages of spec §2 in a navigation named "Main pages"', () => {
    render(<PageLinks />)
    const nav = screen.getByRole('navigation', { name: 'Main pages' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact', '/contact'],
    ])
  })

  it('has no axe violation', async () => {
    const { container } = render(<PageLinks />)
    await expectNoAxeViolations(container)
  })
})
