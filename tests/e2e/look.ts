/**
 * What a reviewer would see by eye (issue 46), checked on every page of the sitemap, the closed
 * opening and the 404 page, at one width and scheme (a file each: look-<width>-<scheme>.test.ts,
 * so that the four run side by side), English and Tamil: each button's label centred in it, prose
 * at a reading measure, nothing cut off or overlapping, touch targets a thumb can hit. Each failure
 * names the page, the width, the scheme and the element. The same page, once loaded, is checked
 * with axe-core and, at 1280 px, for its texts' contrast.
 *
 * The same pictures hold the look of the reference pages (scripts/pictures.ts), compared pixel by
 * pixel with those committed in tests/visual/. A difference fails, naming the picture, with the
 * expected, actual and diff pictures in .visual-diff/. An intended change: `npm run screenshots --
 * --update`, open the changed pictures, commit them with the change.
 */
import assert from 'node:assert/strict'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { test } from './harness'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import {
  DIFF_DIR,
  difference,
  ensureDir,
  pictureName,
  pictureTab,
  REFERENCE_DIR,
  REFERENCE_ROUTES,
  shoot,
  type Scheme,
} from '../../scripts/pictures.ts'
import { builtPages } from '../../scripts/serve.ts'
import { axeViolations } from './axe.ts'
import { contrastFailures } from './contrast.ts'
import { EVERY_ROUTE, servePictures } from './harness.ts'
import { inkBox, type Box } from './ink.ts'

const sitemap = [...readFileSync('dist/client/sitemap.xml', 'utf8').matchAll(/<loc>(.*?)<\/loc>/g)]
  .map(([, url]) => new URL(url!).pathname)
  .map((pathname) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname))
/** The sitemap, every opening (a closed one stays, out of the sitemap) and an unknown address. */
export const ROUTES = [
  ...new Set([
    ...sitemap,
    ...builtPages('dist/client')
      .map(([route]) => route)
      .filter((route) => route.startsWith('/careers/')),
    '/no-such-page',
    ...REFERENCE_ROUTES,
  ]),
]

/**
 * Every page the build wrote (the catalogue and the tag pages too) and the 404 page: the pages
 * whose texts' contrast is measured.
 */
const EVERY_PAGE = [
  ...new Set([
    ...ROUTES,
    ...builtPages('dist/client')
      .map(([route]) => route)
      .filter((route) => !['/404', '/keystatic'].includes(route)),
  ]),
]
/** The pages checked with axe-core: one of every kind (harness.ts). */
const AXE_ROUTES: readonly string[] = EVERY_ROUTE

/** Pixels that may differ from a reference picture: a few stray ones, never a moved word (hundreds). */
const TOLERANCE = 30
/** How far a label's ink may sit from its button's centre, in px. */
const OFF_CENTRE = 2
/**
 * Letters a line in a prose page's paragraphs at 1280 px, by the page's language: the reading
 * measure's bounds. A Tamil letter (உயிர்மெய், one grapheme) is wider than a Latin one and carries
 * more: a line holds about 0.7 as many (7 Tamil words to 12 English), and so do the bounds.
 */
const MEASURE: Record<string, { min: number; max: number }> = {
  en: { min: 55, max: 85 },
  ta: { min: 38, max: 60 },
}
/** A phone's smallest touch target, in px. */
const TARGET = 44

/** Buttons, links styled as buttons and icon buttons: what has a label to centre. */
const BUTTONS =
  'button, .mantine-Button-root, .mantine-ActionIcon-root, [role="button"], input[type="submit"]'
/** What a visitor taps or types in. */
const CONTROLS = `a[href], ${BUTTONS}, input:not([type="hidden"]), select, textarea, summary`

interface Found {
  buttons: (Box & { name: string })[]
  problems: string[]
  measures: { name: string; perLine: number }[]
  language: string
}

/** Everything checked inside the page, with the page's own geometry. */
function inspect({
  controls,
  buttons,
  target,
}: {
  controls: string
  buttons: string
  /** The smallest touch target, on a phone; none on a wider screen. */
  target?: number
}) {
  const problems: string[] = []
  const shown = (el: Element) =>
    !el.closest('[inert], [aria-hidden="true"]') &&
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    el.getBoundingClientRect().width > 2 &&
    el.getBoundingClientRect().height > 2
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim()
    const where = el.closest('header, footer, nav, main, aside, [popover], [role="dialog"]')
    return `<${el.tagName.toLowerCase()}> "${text.slice(0, 48)}"${where ? ` in <${where.tagName.toLowerCase()}>` : ''}`
  }
  const page = (rect: DOMRect) => ({
    x: rect.x + scrollX,
    y: rect.y + scrollY,
    width: rect.width,
    height: rect.height,
  })

  // Text cut off: a box that hides its overflow holds more than it shows.
  for (const el of document.querySelectorAll('body, body *')) {
    const style = getComputedStyle(el)
    const hides = /hidden|clip/.test(style.overflowX + style.overflowY)
    if (!hides || !shown(el)) continue
    const text = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim())
    const wraps = el.querySelector(':scope *:not(svg, svg *, img)')
    if (!text && !wraps) continue
    const wide = el.scrollWidth - el.clientWidth > 1 && style.overflowX !== 'visible'
    const tall = el.scrollHeight - el.clientHeight > 1 && style.overflowY !== 'visible'
    if (wide || tall)
      problems.push(
        `${name(el)}: text cut off (${el.scrollWidth}×${el.scrollHeight} px of content in a ${el.clientWidth}×${el.clientHeight} px box)`,
      )
  }

  const all = [...document.querySelectorAll(controls)].filter(shown)
  // Two controls overlapping: one would take the other's tap.
  const boxes = all.map((el) => [...el.getClientRects()])
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const [a, b] = [all[i]!, all[j]!]
      if (a.contains(b) || b.contains(a)) continue
      const overlap = boxes[i]!.some((r) =>
        boxes[j]!.some(
          (s) =>
            Math.min(r.right, s.right) - Math.max(r.left, s.left) > 1 &&
            Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 1,
        ),
      )
      if (overlap) problems.push(`${name(a)} and ${name(b)} overlap`)
    }

  // Touch targets on a phone: a link inside a sentence is exempt (WCAG 2.5.8), as is a control
  // whose label makes up the target (a checkbox and its words).
  if (target)
    for (const el of all) {
      const block = el.parentElement?.closest('p, li, td, dd, figcaption')
      const inline =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        block &&
        block.textContent!.trim().length > el.textContent!.trim().length
      if (inline) continue
      const label = el instanceof HTMLInputElement ? el.labels?.[0] : undefined
      const rects = [el, label].filter(Boolean).map((box) => box!.getBoundingClientRect())
      const width = Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left))
      const height = Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top))
      if (width < target - 0.5 || height < target - 0.5)
        problems.push(`${name(el)}: a ${Math.round(width)}×${Math.round(height)} px target`)
    }

  // Prose: characters (letters as a reader counts them) on each full line of a paragraph.
  const measures: Found['measures'] = []
  const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: 'grapheme' })
  for (const p of document.querySelectorAll('[data-prose] p')) {
    const lines = new Map<number, number>()
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (const { index, segment } of segmenter.segment(node.textContent!)) {
        range.setStart(node, index)
        range.setEnd(node, index + segment.length)
        const rect = range.getClientRects()[0]
        if (!rect) continue
        const line = Math.round(rect.top / 4)
        lines.set(line, (lines.get(line) ?? 0) + 1)
      }
    const counts = [...lines.values()]
    if (counts.length < 3) continue
    const full = counts.slice(0, -1)
    measures.push({ name: name(p), perLine: full.reduce((sum, n) => sum + n, 0) / full.length })
  }

  const found = [...document.querySelectorAll(buttons)].filter(shown).map((el) => {
    const style = getComputedStyle(el)
    const inset = ['Top', 'Right', 'Bottom', 'Left'].map(
      (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) + 1,
    )
    const radius = parseFloat(style.borderTopLeftRadius)
    return { name: name(el), ...page(el.getBoundingClientRect()), inset, radius }
  })
  const language = document.documentElement.lang.split('-')[0]!
  return { buttons: found, problems, measures, language } satisfies Found
}

/** Compares a page's picture with its reference in tests/visual/, leaving the pictures when they differ. */
async function compareWithReference(actual: Buffer, route: string, width: number, scheme: Scheme) {
  const name = pictureName(route, width, scheme)
  const reference = path.join(REFERENCE_DIR, `${name}.webp`)
  assert.ok(
    existsSync(reference),
    `tests/visual/${name}.webp is missing: run \`npm run screenshots -- --update\`, open it, commit it.`,
  )
  const { pixels, size, diff } = await difference(readFileSync(reference), actual)
  if (pixels <= TOLERANCE) return
  ensureDir(DIFF_DIR)
  const stem = path.join(DIFF_DIR, name)
  writeFileSync(`${stem}-expected.png`, await sharp(reference).png().toBuffer())
  writeFileSync(`${stem}-actual.png`, actual)
  if (diff) writeFileSync(`${stem}-diff.png`, diff)
  assert.fail(
    `${route} at ${width} px, ${scheme}: ${size ?? `${pixels} pixels differ`} from tests/visual/${name}.webp. ` +
      `Pictures: ${stem}-{expected,actual${diff ? ',diff' : ''}}.png. ` +
      'Intended? `npm run screenshots -- --update`, open the changed pictures, commit them.',
  )
}

export function lookTests(width: number, scheme: Scheme) {
  const site = servePictures()
  // A picture that differed in an earlier run: its files go, the other looks' stay.
  test.beforeAll(() => {
    for (const route of REFERENCE_ROUTES)
      for (const end of ['expected', 'actual', 'diff'])
        rmSync(path.join(DIFF_DIR, `${pictureName(route, width, scheme)}-${end}.png`), {
          force: true,
        })
  })
  test.describe(`${width} px, ${scheme}`, () => {
    // The phone's light look of every page is the quick check's smoke pass (npm run quick).
    const smoke = width === 390 && scheme === 'light' ? '@smoke' : []
    let page: Page
    test.beforeAll(async () => {
      page = await pictureTab(site.browser, width, scheme)
    })
    test.afterAll(() => page.close())
    /** Each page's picture, taken once for its checks and its reference (the test after). */
    const shots = new Map<string, Buffer>()

    /** The page at `route`, loaded by the test before when it showed the same one. */
    const shown = async (route: string) => {
      if (page.url() !== site.url + route) shots.set(route, await shoot(page, site.url + route))
      return page
    }

    for (const route of EVERY_PAGE) {
      if (ROUTES.includes(route))
        test(
          `${route}: labels centred, a reading measure, nothing cut off, overlapping or too small`,
          { tag: smoke },
          async () => {
            const png = await shoot(page, site.url + route)
            shots.set(route, png)
            const found = await page.evaluate(inspect, {
              controls: CONTROLS,
              buttons: BUTTONS,
              target: width < 500 ? TARGET : undefined,
            })
            const problems = [...found.problems]
            const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
            for (const button of found.buttons) {
              const ink = inkBox({ data, width: info.width, channels: info.channels }, button)
              if (!ink) {
                problems.push(`${button.name}: no label to be seen`)
                continue
              }
              const dx = ink.x + ink.width / 2 - (button.x + button.width / 2)
              const dy = ink.y + ink.height / 2 - (button.y + button.height / 2)
              if (Math.abs(dx) > OFF_CENTRE || Math.abs(dy) > OFF_CENTRE)
                problems.push(
                  `${button.name}: its label sits ${dx.toFixed(1)} px ${dx < 0 ? 'left' : 'right'} and ${Math.abs(dy).toFixed(1)} px ${dy < 0 ? 'above' : 'below'} the centre`,
                )
            }
            const measure = MEASURE[found.language]!
            if (width === 1280)
              for (const { name, perLine } of found.measures)
                if (perLine < measure.min || perLine > measure.max)
                  problems.push(
                    `${name}: ${perLine.toFixed(0)} letters a line (a reading measure is ${measure.min}–${measure.max})`,
                  )
            assert.equal(
              problems.length,
              0,
              `${route} at ${width} px, ${scheme}:\n${problems.join('\n')}`,
            )
          },
        )
      if ((REFERENCE_ROUTES as readonly string[]).includes(route))
        test(
          `${route} looks as tests/visual/${pictureName(route, width, scheme)}.webp shows`,
          { tag: smoke },
          async () => {
            const actual = shots.get(route) ?? (await shoot(page, site.url + route))
            await compareWithReference(actual, route, width, scheme)
          },
        )
      if (AXE_ROUTES.includes(route))
        test(`${route}: no accessibility violations (axe-core)`, async () => {
          assert.deepEqual(await axeViolations(await shown(route)), [], route)
        })
      // Last: the page's text is left transparent.
      if (width === 1280)
        test(`${route}: every text's contrast (AAA), measured on the rendered pixels`, async () => {
          assert.deepEqual(await contrastFailures(await shown(route)), [], route)
        })
    }
  })
}
