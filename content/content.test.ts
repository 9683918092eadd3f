import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../tooling/content-loader'
import { serviceOptions } from './form'
import { services, servicesIn } from './services'
import { languages } from './i18n'
import { serviceTitles } from './service-titles'
import { businessHoursIn, whatsappUrl } from './site'
import { collections } from './schemas'

const dir = path.resolve(__dirname)
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'))

describe('content files', () => {
  it.each(files)('%s passes its schema', (file) => {
    expect(() =>
      loadContent(path.join(dir, file), readFileSync(path.join(dir, file), 'utf8')),
    ).not.toThrow()
  })

  it('has a schema for every file and a file for every schema', () => {
    // Translations (ui.ta.yaml) have their English file's schema.
    const english = files.filter((file) => !/\.[a-z]{2,3}\.yaml$/.test(file))
    expect(english.sort()).toEqual(Object.keys(collections).sort())
  })

  it("gives the contact form's options (an island, its code the browser's) only the titles", () => {
    expect(serviceTitles).toEqual(services.map(({ title }) => ({ title })))
  })

  it('lists the six services of the spec, in order', () => {
    expect(services.map((s) => s.title)).toEqual([
      'ERP Solutions',
      'Virtual Receptionist',
      'KPO',
      'BPO',
      'Online Chat Support',
      'Voice Calling',
    ])
  })

  it.each(languages.slice(1).map((l) => l.code))(
    'lists the services in %s in the English order (their addresses are the English titles)',
    (code) => {
      expect(servicesIn(code).map((s) => s.icon)).toEqual(services.map((s) => s.icon))
    },
  )

  it("feeds the contact form's 15 service options from the services list", () => {
    expect(serviceOptions).toEqual([
      'ERP Solutions',
      'Virtual Receptionist',
      'KPO',
      'BPO',
      'Online Chat Support',
      'Voice Calling',
      'WhatsApp Chat Bot',
      'Web Development',
      'Mobile App Development',
      'Cloud Solutions',
      'Data Analytics',
      'Cybersecurity',
      'AI & Machine Learning',
      'IT Consulting',
      'Other',
    ])
  })

  it('shows the business hours of the spec', () => {
    expect(businessHoursIn('en')).toBe('Monday - Saturday, 9:00 AM - 6:00 PM')
    expect(businessHoursIn('ta')).toBe('திங்கள் – சனி, காலை 9:00 – மாலை 6:00')
  })

  it('builds the WhatsApp link from the number (digits only) and the URL-encoded greeting', () => {
    const url = new URL(whatsappUrl)
    expect(url.origin).toBe('https://wa.me')
    expect(url.pathname).toMatch(/^\/\d{10,15}$/)
    expect(whatsappUrl).toContain('?text=Hello!%20I%20would')
  })
})
