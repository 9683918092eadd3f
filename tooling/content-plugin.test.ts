import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentPlugin } from './content-plugin'

const content = path.resolve(__dirname, '../content')
const transform = (file: string, query = '') => {
  const hook = contentPlugin().transform as (source: string, id: string) => { code: string }
  const id = path.join(content, file)
  return hook.call({}, readFileSync(id, 'utf8'), `${id}${query}`).code
}
const data = (code: string) => JSON.parse(code.replace(/^export default /, ''))

describe('?fields on a content list', () => {
  it('keeps only the fields asked for, in every entry', () => {
    const titles = data(transform('services.yaml', '?fields=title'))
    expect(titles).toHaveLength(6)
    expect(titles[0]).toEqual({ title: 'ERP Solutions' })
    expect(data(transform('services.yaml', '?fields=title,icon'))[1]).toEqual({
      title: 'Virtual Receptionist',
      icon: 'receptionist',
    })
  })

  it('leaves the whole file without it', () => {
    expect(data(transform('services.yaml'))[0]).toHaveProperty('features')
  })

  it("keeps only the fields asked for of a file that is not a list (an island's settings)", () => {
    const reach = data(transform('site.yaml', '?fields=email,phone'))
    expect(reach).toEqual({ email: 'hello@example.com', phone: '+91 00000 00000' })
  })
})

describe('?languages on a content file', () => {
  it('gives the file and its translations, for content/i18n.ts', () => {
    expect(transform('faq.yaml', '?languages')).toBe(
      `import base from './faq.yaml'\nexport default [base, import.meta.glob('./faq.*.yaml', { eager: true, import: 'default' })]`,
    )
  })

  it('keeps only the fields asked for, in each language', () => {
    expect(transform('services.yaml', '?fields=title&languages')).toBe(
      `import base from './services.yaml?fields=title'\nexport default [base, import.meta.glob('./services.*.yaml', { eager: true, import: 'default', query: '?fields=title' })]`,
    )
  })
})
