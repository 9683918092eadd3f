import { describe, expect, it } from 'vitest'
import { offices } from '#content/offices'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { Offices } from './ContactInfo'

describe('Offices', () => {
  it('shows one office, Coimbatore, marked HQ (spec §2)', () => {
    render(<Offices />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(1)
    const heading = within(items[0]!).getByRole('heading', { level: 3 })
    expect(heading).toHaveTextContent(/^Coimbatore HQ$/)
    // "HQ" is spelled out for screen readers and on hover.
    const hq = within(heading).getByText('HQ')
    expect(hq.tagName).toBe('ABBR')
    expect(hq).toHaveAttribute('title', 'Headquarters')
  })

  it('shows the address from content/offices.yaml', () => {
    render(<Offices />)
    expect(screen.getByText(offices[0]!.address)).toBeInTheDocument()
  })

  it('has no axe violation', async () => {
    const { container } = render(<Offices />)
    await expectNoAxeViolations(container)
  })
})
