import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CARD_FONT_FILES, cardFingerprint, cardInputs, cardOf, rendererVersion } from './card'
import { ui, uiIn } from '#content/ui'

const fonts = Object.values(CARD_FONT_FILES).map((file) => readFileSync(file))
const renderer = rendererVersion()

describe("a card's address", () => {
  it('changes when a font file changes', () => {
    const changed = [Buffer.concat([fonts[0]!, Buffer.from([0])]), fonts[1]!]
    expect(cardFingerprint(changed, renderer)).not.toBe(cardFingerprint(fonts, renderer))
    const [before, after] = [fonts, changed].map(
      (files) =>
        cardOf('About us', '/about', 'en', ui.card, {}, cardFingerprint(files, renderer)).path,
    )
    expect(after).not.toBe(before)
  })

  it("changes when the renderer's version changes (sharp, or the libvips it is built on)", () => {
    const version = JSON.parse(readFileSync('node_modules/sharp/package.json', 'utf8')) as {
      version: string
    }
    expect(renderer).toContain(`sharp ${version.version}, libvips `)
    const paths = [renderer, renderer.replace(/libvips \S+/, 'libvips 9.9.9'), 'sharp 0.0.1'].map(
      (r) => cardOf('About us', '/about', 'en', ui.card, {}, cardFingerprint(fonts, r)).path,
    )
    expect(new Set(paths).size).toBe(3)
  })

  it("is this build's fonts' and renderer's, and stays put while they do", () => {
    expect(cardInputs()).toBe(cardFingerprint(fonts, renderer))
    expect(cardOf('About us', '/about', 'en', ui.card).path).toBe(
      cardOf('About us', '/about', 'en', ui.card).path,
    )
    expect(cardOf('About us', '/about', 'en', ui.card).path).toMatch(
      /^\/cards\/about-en\.[0-9a-f]{8}\.jpg$/,
    )
  })
})

describe("a card's label", () => {
  it("says a post's date and an opening's place, in the page's language", () => {
    const post = cardOf('Hello', '/blog/hello', 'en', ui.card, { date: '20 November 2026' })
    expect(post.label).toBe('Blog post · 20 November 2026')
    expect(post.alt).toBe('Blog post · 20 November 2026: Hello')
    const job = cardOf('Clerk', '/careers/clerk', 'ta', uiIn('ta').card, { place: 'கோவை' })
    expect(job.label).toBe('வேலைவாய்ப்பு · கோவை')
    // Another date is another card.
    expect(cardOf('Hello', '/blog/hello', 'en', ui.card, { date: '1 May 2026' }).path).not.toBe(
      post.path,
    )
  })
})
