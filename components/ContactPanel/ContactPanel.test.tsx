import { beforeAll, describe, expect, it } from 'vitest'
import { contactInfo } from '#content/contact-info'
import { site } from '#content/site'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { renderHtml, screen, within } from '../../test-utils/render'
import { pageIslands, type PageIslands } from '#components/Island'
import { ContactPanel } from './ContactPanel'

let islands: PageIslands
beforeAll(async () => {
  islands = await pageIslands()
})

// The example in components/mdx/index.ts, as the server renders it.
const render = () =>
  renderHtml(<ContactPanel formTitle="Send us a message" infoTitle="Contact information" />, {
    islands,
  })

/** The list of contact information blocks, under the second heading. */
const infoBlocks = () =>
  within(
    screen.getByRole('heading', { level: 2, name: 'Contact information' }).parentElement!,
  ).getAllByRole('listitem')

describe('ContactPanel', () => {
  it('shows both headings at once, the section named after the form heading', () => {
    render()
    expect(screen.getByRole('region', { name: 'Send us a message' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Send us a message',
      'Contact information',
    ])
  })

  it('shows the contact information blocks from content/contact-info.yaml at once', () => {
    render()
    const blocks = infoBlocks()
    expect(blocks.map((b) => within(b).getByRole('heading', { level: 3 }).textContent)).toEqual(
      contactInfo.map((block) => block.title),
    )
    const text = (show: string) => blocks[contactInfo.findIndex((b) => b.show === show)]!
    expect(within(text('address')).getByText(/Coimbatore, Tamil Nadu/)).toBeInTheDocument()
    expect(within(text('phone')).getByRole('link')).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/[^+\d]/g, '')}`,
    )
    expect(within(text('email')).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    // Spec §9: business hours shown.
    expect(text('hours')).toHaveTextContent('Monday - Saturday, 9:00 AM - 6:00 PM')
  })

  it('shows the message form with its required fields, as an island', () => {
    render()
    const island = screen.getByRole('button', { name: 'Send Message' }).closest('[data-island]')
    expect(island).toHaveAttribute('data-island', 'ContactForm')
    const name = screen.getByRole('textbox', { name: /Full Name/ })
    expect(name).toBeRequired()
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveAttribute('type', 'email')
    expect(screen.getByRole('textbox', { name: /Your Message/ })).toBeRequired()
    expect(screen.getByRole('combobox', { name: /Service Interested In/ })).toHaveDisplayValue(
      'Select a service',
    )
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit')
  })

  it('has no axe violation', async () => {
    const { container } = render()
    await expectNoAxeViolations(container)
  })
})
