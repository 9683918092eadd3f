import { describe, expect, it } from 'vitest'
import { render, screen } from '../../test-utils/render'
import { Copyright } from './Copyright'

describe('Copyright', () => {
  it('shows the current year', () => {
    render(<Copyright owner="Acme" rights="All rights reserved." />)
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Acme All rights reserved.`),
    ).toBeInTheDocument()
  })
})
