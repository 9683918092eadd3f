/**
 * The fallback faces a first visit reads in ('Manrope Variable fallback', styles/fonts.css,
 * docs/fonts.md) are written by hand: the regular ones must stay what fontaine computes from
 * Manrope's file and each family's metrics, and the weights must split so that headings (750) get
 * a bold face and body text a regular one.
 */
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine'
import { describe, expect, it } from 'vitest'

const OVERRIDES = ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']

/** A rule's declarations, by name. */
const declarations = (body: string) =>
  Object.fromEntries(
    [...body.matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  )
/** A percentage's number (`size-adjust: 99.7%` → 99.7). */
const percent = (css: Record<string, string>, name: string) => parseFloat(css[name] ?? 'NaN')

const faces = [
  ...readFileSync('styles/fonts.css', 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/@font-face\s*\{([^}]*)\}/g),
]
  .map(([, body]) => declarations(body!))
  .filter((css) => /^'Manrope Variable fallback'$/.test(css['font-family'] ?? ''))
  .map((css) => {
    const locals = [...css.src!.matchAll(/local\('([^']+)'\)/g)].map((match) => match[1]!)
    const [from, to = from] = css['font-weight']!.split(/\s+/).map(Number)
    return { css, locals, weights: [from!, to!], bold: locals.some((name) => /Bold/.test(name)) }
  })
const regular = faces.filter((face) => !face.bold)
const bold = faces.filter((face) => face.bold)

const manrope = (await readMetrics(pathToFileURL('public/fonts/manrope-latin-wght-v5.woff2')))!

describe("styles/fonts.css: 'Manrope Variable fallback'", () => {
  it('has the four regular faces fontaine wrote, Arial last (the last one found wins)', () => {
    expect(manrope).not.toBeNull()
    expect(regular.map((face) => face.locals[0])).toEqual([
      'Segoe UI',
      'Roboto',
      'Helvetica Neue',
      'Arial',
    ])
  })

  it.each(regular.map((face) => [face.locals[0]!, face] as const))(
    '%s: size-adjust and the overrides are what fontaine computes from Manrope and its metrics',
    async (family, face) => {
      // The first local() name is the family measured; Arial's face also names Liberation Sans,
      // its metric twin, of which fontaine has no metrics.
      const metrics = await getMetricsForFamily(family)
      expect(metrics, `fontaine has no metrics for ${family}`).not.toBeNull()
      const expected = declarations(
        generateFontFace(manrope, {
          name: 'Manrope Variable fallback',
          font: family,
          metrics: metrics!,
        }),
      )
      for (const name of OVERRIDES)
        expect(percent(face.css, name), `${family}: ${name}`).toBeCloseTo(
          percent(expected, name),
          3,
        )
    },
  )

  it('has bold faces that name only bold fonts, and whose overrides keep Manrope’s line box', () => {
    expect(bold.length).toBeGreaterThan(0)
    for (const { locals, css } of bold) {
      expect(
        locals.filter((name) => !/Bold/.test(name)),
        `${locals[0]}: not bold`,
      ).toEqual([])
      // fontaine has no bold metrics to size them by (they are sized by the width of a page of
      // text against Manrope's 700); their vertical overrides still follow from their size-adjust.
      const sizeAdjust = percent(css, 'size-adjust') / 100
      const expected = declarations(
        generateFontFace(manrope, {
          name: 'Manrope Variable fallback',
          font: locals[0]!,
          metrics: { ...manrope, xWidthAvg: manrope.xWidthAvg / sizeAdjust },
        }),
      )
      for (const name of OVERRIDES.slice(1))
        expect(
          Math.abs(percent(css, name) - percent(expected, name)),
          `${locals[0]}: ${name} is ${css[name]}, Manrope's at this size-adjust ${expected[name]}`,
        ).toBeLessThan(0.01)
    }
  })

  it('draws 200–549 in a regular face and 550–800 (headings: 750) in a bold one', () => {
    for (const { locals, weights } of regular) expect(weights, locals[0]).toEqual([200, 549])
    for (const { locals, weights } of bold) expect(weights, locals[0]).toEqual([550, 800])
    // A weight in both a regular and a bold face's range would be drawn by whichever is found.
    const overlaps = regular.flatMap((r) =>
      bold
        .filter((b) => r.weights[0]! <= b.weights[1]! && b.weights[0]! <= r.weights[1]!)
        .map(
          (b) => `${r.locals[0]} ${r.weights.join('–')} and ${b.locals[0]} ${b.weights.join('–')}`,
        ),
    )
    expect(overlaps).toEqual([])
  })
})
