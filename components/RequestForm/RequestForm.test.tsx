import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clean, LIMITS } from '../ContactForm/deliver'
import { newReference, requestMessage } from './RequestForm'
import { requestFormTexts } from './texts'

const texts = requestFormTexts('en')
/** Text as a bot or a careless paste sends it: any code points, controls, bidi marks, tags, HTML. */
const hostile = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\u202E',
      '\u200B',
      '\u2028',
      '\uDB40\uDC41',
      '<',
      '@',
      'த',
      '\r',
    ),
    maxLength: 6000,
  }),
  fc.constant(undefined),
)

describe('the request form with generated bad input', () => {
  it('sends a message that starts with the reference and kind, each field clean and within its limit', () => {
    fc.assert(
      fc.property(
        fc.record({ service: hostile, name: hostile, email: hostile, message: hostile }),
        fc.constantFrom(...texts.kinds.map(({ kind }) => kind), 'drop table', ''),
        (data, service) => {
          const reference = newReference(new Date('2026-11-28T10:00:00Z'))
          const sent = clean(
            requestMessage(
              { ...data, service, language: 'ta', notice: '2026-11-28' },
              reference,
              texts,
            ),
          )
          const kind = texts.kinds.find((k) => k.kind === service)
          expect(sent.service).toBe(kind?.kind ?? '')
          expect(
            sent.message.startsWith(
              `Reference: ${reference}\nYour request: ${kind?.label ?? ''}\n`,
            ),
          ).toBe(true)
          for (const [field, limit] of Object.entries(LIMITS))
            expect(sent[field as keyof typeof LIMITS].length).toBeLessThanOrEqual(limit)
          expect(sent.email === '' || sent.email.includes('@')).toBe(true)
          expect(sent.email !== '' && sent.phone !== '').toBe(false)
          expect(
            // eslint-disable-next-line no-control-regex -- finding control characters is the point
            /[\u0000-\u0008\u202E\u200B\u2028]|\uDB40[\uDC00-\uDC7F]/.test(
              Object.values(sent).join(''),
            ),
          ).toBe(false)
          expect([sent.language, sent.notice]).toEqual(['ta', '2026-11-28'])
        },
      ),
      { numRuns: 300 },
    )
  })

  it('makes a reference of the date and five random letters or digits, a new one each time', () => {
    const at = new Date('2026-11-28T23:59:00Z')
    const references = new Set(Array.from({ length: 200 }, () => newReference(at)))
    for (const reference of references) expect(reference).toMatch(/^2026-11-28-[0-9A-Z]{5}$/)
    expect(references.size).toBeGreaterThan(195)
  })
})
