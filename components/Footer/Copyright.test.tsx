import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHtml } from '../../test-utils/render'
import { Copyright } from './Copyright'
import { showCurrentYear } from './year'

afterEach(() => vi.useRealTimers())

const line = () => renderHtml(<Copyright owner="Acme" rights="All rights reserved." />).container

describe('Copyright', () => {
  it('shows the year the site was built', () => {
    expect(line()).toHaveTextContent(`© ${new Date().getFullYear()} Acme All rights reserved.`)
  })

  it('shows the current year in a year after the build (the shared script)', () => {
    const container = line()
    const next = new Date().getFullYear() + 1
    vi.useFakeTimers({ now: new Date(next, 0, 1) })
    showCurrentYear()
    expect(container).toHaveTextContent(`© ${next} Acme All rights reserved.`)
  })
})
