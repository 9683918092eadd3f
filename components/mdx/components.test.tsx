import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { pageIslands } from '#components/Island'
import { Language } from '#components/Language'
import { renderHtml } from '../../test-utils/render'
import { contactFormTexts } from '../ContactForm/texts'
import { mdxComponents } from './components'
import { writerComponents } from './index'

describe('the components a page may use', () => {
  it('finds the code of every name in components/mdx/index.ts, and the section headings', () => {
    expect(Object.keys(mdxComponents)).toEqual([...Object.keys(writerComponents), 'h2', 'h3', 'a'])
    for (const [name, component] of Object.entries(mdxComponents))
      expect(typeof component, name).toBe('function')
  })

  it("renders a line marked island as an island of that name, with its settings and the page's texts", async () => {
    const ContactForm = mdxComponents.ContactForm as ComponentType<{ hint: string }>
    for (const code of ['en', 'ta']) {
      const { container } = renderHtml(
        <Language value={{ code, route: '/contact', versions: ['en', 'ta'], translated: [] }}>
          <ContactForm hint="x" />
        </Language>,
        { islands: await pageIslands() },
      )
      const island = container.querySelector<HTMLElement>('[data-island]')!
      expect(island.dataset.island).toBe('ContactForm')
      const props = JSON.parse(island.dataset.props!) as { hint: string; texts: object }
      expect(props).toEqual({ hint: 'x', texts: contactFormTexts(code) })
      expect(JSON.parse(island.dataset.language!)).toMatchObject({ code })
      container.remove()
    }
  })
})
