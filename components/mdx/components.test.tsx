import { describe, expect, it } from 'vitest'
import { Island } from '#components/Island'
import { mdxComponents } from './components'
import { writerComponents } from './index'

describe('the components a page may use', () => {
  it('finds the code of every name in components/mdx/index.ts, and the section headings', () => {
    expect(Object.keys(mdxComponents)).toEqual([...Object.keys(writerComponents), 'h2', 'h3', 'a'])
    for (const [name, component] of Object.entries(mdxComponents))
      expect(typeof component, name).toBe('function')
  })

  it('renders a line marked island as an island of that name, with its settings', () => {
    const render = mdxComponents.ContactForm as (props: object) => { type: unknown; props: object }
    const element = render({ hint: 'x' })
    expect(element.type).toBe(Island)
    expect(element.props).toEqual({ name: 'ContactForm', props: { hint: 'x' } })
  })
})
