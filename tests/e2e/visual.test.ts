/**
 * The look, held by pictures (issue 46): each reference page (scripts/pictures.ts) at 390 and
 * 1280 px, light and dark, rendered again and compared pixel by pixel with the picture committed
 * in tests/visual/. A difference fails, naming the picture, with the expected, actual and diff
 * pictures in .visual-diff/. An intended change: `npm run screenshots -- --update`, open the
 * changed pictures, commit them with the change.
 */
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
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
  SCHEMES,
  shoot,
  WIDTHS,
} from '../../scripts/pictures.ts'
import { servePictures } from './harness.ts'

/** Pixels that may differ in a picture: a few stray ones, never a moved word (hundreds). */
const TOLERANCE = 30

const site = servePictures()
test.beforeAll(() => rmSync(DIFF_DIR, { recursive: true, force: true }))

test('keeps its reference pictures small: 5 MB at most together', () => {
  const files = readdirSync(REFERENCE_DIR)
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(REFERENCE_DIR, file)).size, 0)
  assert.equal(files.length, REFERENCE_ROUTES.length * WIDTHS.length * SCHEMES.length)
  assert.ok(bytes <= 5_000_000, `tests/visual/ holds ${(bytes / 1e6).toFixed(1)} MB`)
})

for (const width of WIDTHS)
  for (const scheme of SCHEMES)
    test.describe(`${width} px, ${scheme}`, () => {
      let page: Page
      test.beforeAll(async () => {
        page = await pictureTab(site.browser, width, scheme)
      })
      test.afterAll(() => page.close())

      for (const route of REFERENCE_ROUTES) {
        const name = pictureName(route, width, scheme)
        test(`${route} looks as tests/visual/${name}.webp shows`, async () => {
          const reference = path.join(REFERENCE_DIR, `${name}.webp`)
          assert.ok(
            existsSync(reference),
            `tests/visual/${name}.webp is missing: run \`npm run screenshots -- --update\`, open it, commit it.`,
          )
          const actual = await shoot(page, site.url + route)
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
        })
      }
    })
