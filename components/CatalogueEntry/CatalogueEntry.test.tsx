import { describe, expect, it } from 'vitest'
import type { PropDoc } from './CatalogueEntry'
import { expectNoAxeViolations } from '../../test-utils/axe'
import { render, screen, within } from '../../test-utils/render'
import { writerComponents } from '#components/mdx'
import { PageHeader } from '#components/PageHeader'
import { StatsBlock } from '#components/StatsBlock'
import { CatalogueEntry } from './CatalogueEntry'

// CatalogueEntry has no writer example (it is internal): the build writes one
// per component (tooling/catalogue.ts), with props like these, read from
// PageHeaderProps.
const pageHeaderProps: PropDoc[] = [
  {
    name: 'eyebrow',
    type: 'string',
    required: false,
    description: 'Small line above the heading.',
  },
  { name: 'title', type: 'string', required: true, description: "The page's main heading." },
  {
    name: 'children',
    type: 'text',
    required: false,
    description: 'A sentence or two under the heading.',
  },
]

const entry = (
  <CatalogueEntry
    name="PageHeader"
    summary={writerComponents.PageHeader.summary}
    props={pageHeaderProps}
    code={writerComponents.PageHeader.example}
  >
    <PageHeader eyebrow="About us" title="The page's main heading">
      <p>A sentence or two under the heading.</p>
    </PageHeader>
  </CatalogueEntry>
)

describe('CatalogueEntry', () => {
  it("shows the component's name, summary, snippet and the live example", () => {
    const { container } = render(entry)
    expect(screen.getByRole('heading', { level: 2, name: '<PageHeader>' })).toBeInTheDocument()
    // The catalogue links to #pageheader.
    expect(container.querySelector('section')).toHaveAttribute('id', 'pageheader')
    expect(screen.getByText(writerComponents.PageHeader.summary)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Copy this' })).toBeInTheDocument()
    expect(container.querySelector('pre code')).toHaveTextContent(
      '<PageHeader eyebrow="About us" title="The page\'s main heading">',
    )
    expect(screen.getByRole('heading', { level: 3, name: 'How it looks' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: "The page's main heading" }),
    ).toBeInTheDocument()
  })

  it('lists the settings in a table: name, whether needed, what it does and its type', () => {
    render(entry)
    const table = screen.getByRole('table', { name: 'Settings of <PageHeader>' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Setting', 'Needed', 'What it does'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['eyebrow', 'no', 'Small line above the heading. (string)'],
      ['title', 'yes', "The page's main heading. (string)"],
      ['children', 'no', 'A sentence or two under the heading. (text)'],
    ])
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('title')
  })

  it('says so instead of a table for a component without settings', () => {
    render(
      <CatalogueEntry
        name="StatsBlock"
        summary={writerComponents.StatsBlock.summary}
        props={[]}
        code={writerComponents.StatsBlock.example}
      >
        <StatsBlock />
      </CatalogueEntry>,
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(
      screen.getByText('No settings: it shows content from the content/ folder.'),
    ).toBeInTheDocument()
    expect(screen.getByText('<StatsBlock />')).toBeInTheDocument()
    expect(screen.getByText('Projects Initiated')).toBeInTheDocument()
  })

  it('has no axe violation', async () => {
    const { container } = render(entry)
    await expectNoAxeViolations(container)
  })
})
