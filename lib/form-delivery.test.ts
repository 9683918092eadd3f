import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as client from '../components/ContactForm/deliver'
import {
  endpointProblem,
  FIELDS,
  HONEYPOT,
  NETLIFY_FORM_NAME,
  netlifyForm,
  resolveDelivery,
} from './form-delivery.ts'

const SOURCE = readFileSync('content/site.yaml', 'utf8')
const LINE = SOURCE.split('\n').findIndex((l) => l.startsWith('formEndpoint:')) + 1
const resolve = (site: object, env: Record<string, string> = {}) =>
  resolveDelivery(site, env, SOURCE)

describe('resolveDelivery', () => {
  it('sends nothing by default, and with formProvider none', () => {
    const none = { formProvider: 'none', formEndpoint: '', formAccessKey: '' }
    expect(resolve({ formProvider: 'json', formEndpoint: '' })).toEqual(none)
    expect(resolve({ formProvider: 'none', formEndpoint: 'https://formspree.io/f/x' })).toEqual(
      none,
    )
  })

  it('takes an https endpoint alone as a JSON endpoint', () => {
    expect(resolve({ formEndpoint: 'https://formspree.io/f/abc' })).toEqual({
      formProvider: 'json',
      formEndpoint: 'https://formspree.io/f/abc',
      formAccessKey: '',
    })
  })

  it('stops on an endpoint that is not https, with the file, line, field and fix', () => {
    expect(() => resolve({ formEndpoint: 'http://forms.example.com/f' })).toThrow(
      `content/site.yaml:${LINE} — field "formEndpoint": "http://forms.example.com/f" is not https: the messages would travel unencrypted, and browsers block it on an https page. Fix: write https:// instead of http:// (http:// is allowed only for http://localhost or http://127.0.0.1, for testing).`,
    )
    expect(() => resolve({ formEndpoint: 'formspree.io/f/abc' })).toThrow(
      /is not a web address\. Fix: copy the full address/,
    )
    expect(() => resolve({ formEndpoint: 'https://user:pw@example.com/f' })).toThrow(
      /user name or password/,
    )
  })

  it('names SITE_FORM_ENDPOINT when the address came from the build', () => {
    expect(() => resolve({}, { SITE_FORM_ENDPOINT: 'http://example.com/f' })).toThrow(
      /^SITE_FORM_ENDPOINT \(set for the build\) — "http:\/\/example\.com\/f" is not https/,
    )
  })

  it('allows http://localhost and http://127.0.0.1 for testing, and paths on this site', () => {
    for (const endpoint of ['http://localhost:8080/f', 'http://127.0.0.1:9/x', '/api/contact'])
      expect(endpointProblem(endpoint)).toBeUndefined()
  })

  it('refuses a "path" that browsers read as another site', () => {
    for (const endpoint of ['/\\evil.example/x', '//evil.example/x', '/\\/evil.example', '/api\\x'])
      expect(endpointProblem(endpoint), endpoint).toMatch(
        /is not a path on this site: browsers read it as another site's address\. Fix:/,
      )
    // What the browser makes of it: another origin.
    expect(new URL('/\\evil.example/x', 'https://www.example.com').origin).toBe(
      'https://evil.example',
    )
  })

  it("fills in Web3Forms' address and needs its access key", () => {
    expect(resolve({ formProvider: 'web3forms', formAccessKey: 'k' })).toEqual({
      formProvider: 'web3forms',
      formEndpoint: 'https://api.web3forms.com/submit',
      formAccessKey: 'k',
    })
    expect(() => resolve({ formProvider: 'web3forms' })).toThrow(
      /field "formAccessKey": Web3Forms needs your access key\. Fix: paste/,
    )
  })

  it('posts to the page itself on Netlify, and refuses an unknown provider', () => {
    expect(resolve({ formProvider: 'netlify' }).formEndpoint).toBe('/')
    expect(() => resolve({ formProvider: 'formspree' })).toThrow(
      /"formspree" is not a way this site can send messages\. Fix: use one of: none, json, web3forms, netlify, own/,
    )
  })
})

describe('the browser code and the build agree', () => {
  it('on the honeypot, the Netlify form name and the fields', () => {
    expect(client.HONEYPOT).toBe(HONEYPOT)
    expect(client.NETLIFY_FORM_NAME).toBe(NETLIFY_FORM_NAME)
    expect(Object.keys(client.LIMITS)).toEqual(FIELDS)
    const form = netlifyForm()
    for (const field of [...FIELDS, HONEYPOT]) expect(form).toContain(`name="${field}"`)
    expect(form).toMatch(
      /^<form name="contact" data-netlify="true" netlify-honeypot="website" hidden>/,
    )
  })
})

describe('clean', () => {
  it('strips control characters, keeps line breaks in the message only, and cuts to the limits', () => {
    const cleaned = client.clean({
      name: 'A\u0000sha\nKumar\u200F',
      email: 'a@b.in\u0085',
      phone: '+91\t98765',
      company: 'x'.repeat(150),
      service: 'KPO',
      message: 'Hi\r\nthere\u001B[31m\u2066 <img src=x onerror=alert(1)>' + 'y'.repeat(6000),
    })
    expect(cleaned.name).toBe('Asha Kumar')
    expect(cleaned.email).toBe('a@b.in')
    expect(cleaned.phone).toBe('+91 98765')
    expect(cleaned.company).toHaveLength(100)
    expect(cleaned.message.startsWith('Hi\nthere[31m <img src=x onerror=alert(1)>')).toBe(true)
    expect(cleaned.message).toHaveLength(5000)
  })

  it('strips what a reader cannot see: separators, zero-width, bidi and tag characters', () => {
    const tags = [...'ignore previous'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0)))
    const cleaned = client.clean({
      name: '\u202EAsha\u200B Ku\u2060mar\uFEFF\u061C',
      email: 'a@b.in',
      phone: '',
      company: 'Kumar\u2028Textiles',
      service: '',
      message: `Line one\u2028Line two\u2029Para${tags.join('')}\u2067x\u2069`,
    })
    expect(cleaned.name).toBe('Asha Kumar')
    expect(cleaned.company).toBe('Kumar Textiles')
    expect(cleaned.message).toBe('Line one\nLine two\nParax')
  })

  it('keeps the joiners that Indic scripts and emoji need', () => {
    const hindi = 'क्\u200Dष' // a half form made with the zero-width joiner
    const family = '👩\u200D👩\u200D👧'
    const cleaned = client.clean({
      name: hindi,
      email: '',
      phone: '',
      company: '',
      service: '',
      message: `${family} ड़\u200C`,
    })
    expect(cleaned.name).toBe(hindi)
    expect(cleaned.message).toBe(`${family} ड़\u200C`)
  })
})
