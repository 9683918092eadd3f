/**
 * The site's reference pictures (issue 46): the pages that together show every component and
 * layout, at 390 and 1280 px, light and dark, as a first visitor sees them. `npm run screenshots`
 * makes them (`-- --update` accepts them into tests/visual/), and tests/e2e/look.test.ts renders
 * them again on every run and compares them pixel by pixel.
 *
 * The same everywhere: Debian's Chromium with a font set of its own (DejaVu, Liberation and Lohit
 * Tamil, as .ci/run installs them, whatever else the machine has), no network (photos and the map show their
 * placeholders), the page settled (images answered, fonts ready, no animation, no caret) and the
 * copyright's year covered (it changes each January).
 */
import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { chromium, type Browser, type Page } from 'playwright-core'
import sharp from 'sharp'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts'

/**
 * Home, about, services, contact, the privacy notice and its request page, a post, a case study, an opening, search (the
 * list of every page), Tamil, 404.
 */
export const REFERENCE_ROUTES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/privacy',
  '/privacy/requests',
  '/blog/choosing-an-erp-for-a-growing-business',
  '/case-studies/clinic-chain-answers-every-call',
  '/careers/customer-support-executive',
  '/search',
  '/ta',
  '/ta/contact',
  '/no-such-page',
] as const
export const WIDTHS = [390, 1280] as const
export const SCHEMES = ['light', 'dark'] as const
export type Scheme = (typeof SCHEMES)[number]

/** The committed pictures; where a failed comparison leaves expected, actual and diff. */
export const REFERENCE_DIR = path.resolve(import.meta.dirname, '../tests/visual')
export const DIFF_DIR = path.resolve(import.meta.dirname, '../.visual-diff')

/** A page's picture's name: `about-390-dark`, `home-…`, `blog_a-post-…`. */
export const pictureName = (route: string, width: number, scheme: Scheme) =>
  `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}-${scheme}`

// The faces Debian's Chromium comes with (DejaVu, Liberation) and the Tamil one .ci/run adds; the
// system's own rules (/etc/fonts/conf.d) pick among them as on any Debian machine.
const FONT_DIRS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/truetype/liberation',
  '/usr/share/fonts/truetype/lohit-tamil',
]

/** Chromium with only those faces to draw with. */
export async function launchForPictures(): Promise<Browser> {
  const missing = FONT_DIRS.filter((dir) => !existsSync(dir))
  if (missing.length)
    throw new Error(
      `${missing.join(', ')} missing: apt-get install fonts-dejavu-core fonts-liberation fonts-lohit-taml (.ci/run does).`,
    )
  const dir = mkdtempSync(path.join(tmpdir(), 'site-fonts-'))
  const config = path.join(dir, 'fonts.conf')
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  ${FONT_DIRS.map((font) => `<dir>${font}</dir>`).join('\n  ')}
  <cachedir>${dir}/cache</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
`,
  )
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    env: { ...process.env, FONTCONFIG_FILE: config },
  })
}

/** A page for pictures at this width and scheme: photos and the map answered at once (failed). */
export async function pictureTab(browser: Browser, width: number, colorScheme: Scheme) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  // tsx names functions with a `__name` helper, which functions sent to page.evaluate then call.
  await page.addInitScript('window.__name = (fn) => fn')
  return page
}

/** The whole page at `url`, once it has settled, as PNG. */
export async function shoot(page: Page, url: string): Promise<Buffer> {
  await page.goto(url, { waitUntil: 'load' })
  // Every photo asked for now (a lazy one below the fold would be drawn or not by chance), then
  // answered: loaded from the site, or failed and showing its placeholder.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager'
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  return page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('[data-current-year]')],
    maskColor: '#888',
  })
}

/**
 * A reference picture as committed: reduced to 256 colours without dithering (which moves no
 * pixel past the comparison's threshold: measured, 0 of 44 pictures), stored as lossless WebP.
 * A quarter of the PNG's size.
 */
export const compress = async (png: Buffer) =>
  sharp(await sharp(png).png({ palette: true, colours: 256, dither: 0 }).toBuffer())
    .webp({ lossless: true, effort: 6 })
    .toBuffer()

const rgba = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * Pixels that differ between the reference and a new picture. A pixel counts when its colour is
 * further than `threshold` (pixelmatch's perceptual distance, 0 to 1) from the reference's, beyond
 * what palette compression moves; anti-aliased edges are pixelmatch's to judge. A different size
 * differs whole.
 */
export async function difference(expected: Buffer, actual: Buffer, threshold = 0.1) {
  const [a, b] = await Promise.all([rgba(expected), rgba(actual)])
  if (a.width !== b.width || a.height !== b.height)
    return {
      pixels: Math.max(a.width * a.height, b.width * b.height),
      size: `${a.width}×${a.height} expected, ${b.width}×${b.height} now`,
      diff: undefined,
    }
  const out = Buffer.alloc(a.data.length)
  const pixels = pixelmatch(a.data, b.data, out, a.width, a.height, { threshold })
  const diff = await sharp(out, { raw: { width: a.width, height: a.height, channels: 4 } })
    .png()
    .toBuffer()
  return { pixels, size: undefined, diff }
}

export const ensureDir = (dir: string) => mkdirSync(dir, { recursive: true })
