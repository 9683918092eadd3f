/**
 * The picture tool: the site's pages as pictures, for three uses.
 *
 * - `npm run screenshots`: every built page (or `--routes=/,/about`) at 390 and 1280 px, light
 *   and dark, full page, in .screenshots/ with the share cards, so a reviewer sees the whole site
 *   in a minute. `--update` also accepts the reference pictures into tests/visual/ (issue 46):
 *   the pages that together show every component and layout, which tests/e2e/look.ts renders
 *   again on every run and compares pixel by pixel (`difference`), and the home page's cards.
 *   They are Chromium's only (another `--engine=` is refused).
 * - `npm run screenshots -- --fonts` (`npm run font-pictures`): what a first visit reads in on
 *   Android, iOS, Windows and Linux, as pictures (docs/fonts/) and measurements (the tables in
 *   docs/fonts.md). `--engine=chromium|webkit` or `--platforms=android,ios` runs some of them:
 *   their pictures are rewritten, their tables printed, docs/fonts.md left as it is.
 *
 * Every picture is drawn with a fontconfig file of the tool's own, so the machine's other fonts
 * never show. Reference pictures: Debian's Chromium with DejaVu, Liberation and Lohit Tamil (as
 * .ci/run installs them) and the system's rules, no network (photos and the map show their
 * placeholders), the page settled (images answered, fonts ready, no animation, no caret), the
 * copyright's year covered (it changes each January). Font pictures: each platform's fonts only,
 * or a free stand-in renamed to the face it stands for, so `local()` and the generic families
 * resolve as there: Debian's Chromium for Chrome on Android, Windows and Linux; WebKitGTK
 * (MiniBrowser through WebKitWebDriver, plain W3C WebDriver, under xvfb-run) for iOS, whose
 * browsers are all WebKit. Fonts the system lacks are fetched with `apt-get download` into
 * node_modules/.cache/font-pictures. Needs `npm run build` first.
 */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { chromium, type Browser, type Page } from 'playwright-core'
import { format, resolveConfig } from 'prettier'
import sharp from 'sharp'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts'
import { builtPages, startServer } from './serve.ts'

/**
 * The reference pages: home, about, services, contact, the privacy notice and its request page, a
 * post, a case study, an opening, search (the list of every page), Tamil, 404.
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
const SCREENSHOTS = '.screenshots'
const FONT_PICTURES = 'docs/fonts'
const FONT_DOC = 'docs/fonts.md'

/** A page's picture's name: `about-390-dark`, `home-…`, `blog_a-post-…`. */
export const pictureName = (route: string, width: number, scheme: Scheme) =>
  `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}-${scheme}`

export const ensureDir = (dir: string) => mkdirSync(dir, { recursive: true })

/**
 * A fontconfig file, in a folder of its own with its cache, that knows the fonts in `dirs` and
 * the `files` (linked into the folder's fonts/), with the `rules` for that folder.
 */
function fontconfig(dirs: string[], files: string[], rules: (fonts: string) => string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pictures-fonts-'))
  const fonts = path.join(dir, 'fonts')
  ensureDir(fonts)
  for (const file of files) symlinkSync(file, path.join(fonts, path.basename(file)))
  const file = path.join(dir, 'fonts.conf')
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
${[...dirs, fonts].map((font) => `<dir>${font}</dir>`).join('\n')}
<cachedir>${dir}/cache</cachedir>
${rules(fonts).join('\n')}
</fontconfig>
`,
  )
  return { dir, file }
}

/** Debian's Chromium (or `executable`) drawing with `fonts` (a fontconfig file) only. */
const launch = (fonts: string, args: string[] = [], executable = CHROMIUM) =>
  chromium.launch({
    executablePath: executable,
    args: [...CHROMIUM_ARGS, ...args],
    env: { ...process.env, FONTCONFIG_FILE: fonts },
  })

// The faces Debian's Chromium comes with (DejaVu, Liberation) and the Tamil one .ci/run adds; the
// system's own rules (/etc/fonts/conf.d) pick among them as on any Debian machine.
const FONT_DIRS = ['dejavu', 'liberation', 'lohit-tamil'].map(
  (d) => `/usr/share/fonts/truetype/${d}`,
)

/**
 * Chromium for the reference pictures: with only those faces to draw with. `executable`: another
 * build, for pictures compared only with each other (tests/e2e/first-screen.test.ts).
 */
export async function launchForPictures(executable = CHROMIUM): Promise<Browser> {
  const missing = FONT_DIRS.filter((dir) => !existsSync(dir))
  if (missing.length)
    throw new Error(
      `${missing.join(', ')} missing: apt-get install fonts-dejavu-core fonts-liberation fonts-lohit-taml (.ci/run does).`,
    )
  const rules = () => ['<include ignore_missing="yes">/etc/fonts/conf.d</include>']
  return launch(fontconfig(FONT_DIRS, [], rules).file, [], executable)
}

/** A page for pictures at this width and scheme: photos and the map answered at once (failed). */
export async function pictureTab(browser: Browser, width: number, colorScheme: Scheme) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  // tsx names functions with a `__name` helper, which functions sent to page.evaluate then call.
  await page.addInitScript('window.__name = (fn) => fn')
  // Every photo fails here, so the size a photo asks for draws nothing different. A `sizes` that
  // depends on the viewport has Chromium choose again when the full-page capture resizes it, and
  // draw the failed photo as loading for that moment (the picture of the home page failed so in
  // CI): 7 of 80 shots with four tabs at once, 0 of 80 with a fixed size.
  await page.addInitScript(() => {
    new MutationObserver((changes) => {
      for (const { addedNodes } of changes)
        for (const node of addedNodes)
          if (node instanceof Element)
            for (const image of [node, ...node.querySelectorAll('img')])
              if (image instanceof HTMLImageElement && image.sizes) image.sizes = '400px'
    }).observe(document, { childList: true, subtree: true })
  })
  return page
}

/** The fonts Chromium drew `selector`'s text in (CDP), with whether each is a web font. */
export async function drawnFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts
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
 * A picture as WebP. A reference picture (no `scale`): reduced to 256 colours without dithering
 * (which moves no pixel past the comparison's threshold: measured, 0 of 44 pictures), lossless, a
 * quarter of the PNG's size. A font picture drawn at `scale`: lossy, a 2× picture at 1.5×.
 */
async function webp(png: Buffer, scale?: number) {
  if (!scale)
    return sharp(await sharp(png).png({ palette: true, colours: 256, dither: 0 }).toBuffer())
      .webp({ lossless: true, effort: 6 })
      .toBuffer()
  const { width } = await sharp(png).metadata()
  return sharp(png)
    .resize({ width: Math.round((width! * Math.min(scale, 1.5)) / scale) })
    .webp({ quality: 50 })
    .toBuffer()
}

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
  // The same file, the same pixels: two pictures Chromium encoded alike need no decoding.
  if (expected.equals(actual)) return { pixels: 0, size: undefined, diff: undefined }
  const [a, b] = await Promise.all([rgba(expected), rgba(actual)])
  if (a.width !== b.width || a.height !== b.height)
    return {
      pixels: Math.max(a.width * a.height, b.width * b.height),
      size: `${a.width}×${a.height} expected, ${b.width}×${b.height} now`,
      diff: undefined,
    }
  const out = Buffer.alloc(a.data.length)
  const pixels = pixelmatch(a.data, b.data, out, a.width, a.height, { threshold })
  const diff = pixels
    ? await sharp(out, { raw: { width: a.width, height: a.height, channels: 4 } })
        .png()
        .toBuffer()
    : undefined
  return { pixels, size: undefined, diff }
}

/** Screenshots of `routes` (default every built page), and with `update` the reference pictures. */
async function screenshots(routes: string[] | undefined, update: boolean) {
  // The 404 page as a visitor meets it: at an address that is no page.
  routes ??= builtPages('dist/client')
    .map(([route]) => (route === '/404' ? '/no-such-page' : route))
    .filter((route) => route !== '/keystatic')
  rmSync(SCREENSHOTS, { recursive: true, force: true })
  ensureDir(SCREENSHOTS)
  if (update) ensureDir(REFERENCE_DIR)
  const server = await startServer()
  const browser = await launchForPictures()
  let accepted = 0
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      const page = await pictureTab(browser, width, scheme)
      for (const route of routes) {
        const name = pictureName(route, width, scheme)
        const png = await shoot(page, server.url + route)
        writeFileSync(path.join(SCREENSHOTS, `${name}.png`), png)
        if (update && (REFERENCE_ROUTES as readonly string[]).includes(route)) {
          writeFileSync(path.join(REFERENCE_DIR, `${name}.webp`), await webp(png))
          accepted++
        }
      }
      await page.close()
    }
  await browser.close()
  server.close()
  console.log(`${routes.length} pages × 2 widths × light and dark in ${SCREENSHOTS}/`)
  // Every page's share card (tooling/cards.ts) as built; the home page's, English and Tamil, are
  // reference pictures (tests/e2e/cards.test.ts).
  const cards = 'dist/client/cards'
  cpSync(cards, path.join(SCREENSHOTS, 'cards'), { recursive: true })
  console.log(`${readdirSync(cards).length} share cards in ${SCREENSHOTS}/cards/`)
  if (!update) return
  for (const card of readdirSync(cards).filter((name) => /^home-\w+\./.test(name))) {
    const file = path.join(REFERENCE_DIR, `card-${card.split('.')[0]}.webp`)
    writeFileSync(file, await webp(readFileSync(path.join(cards, card))))
  }
  console.log(`${accepted} reference pictures written to tests/visual/: open the changed ones.`)
}

// ---- Font pictures ----

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const FONT_CACHE = path.resolve('node_modules/.cache/font-pictures')
/** A phone and 1280 px; MiniBrowser's window is at least 447 px wide (its toolbar), so iOS is seen at 447. */
const [PHONE, WIDE] = WIDTHS
const WEBKIT_PHONE = 447
const HEIGHT = 844

/** A font file of a Debian package (its path under /usr/share/fonts). */
interface Face {
  pkg: string
  file: string
  /** Its PostScript name (what Chromium reports) and what the tables call it. */
  ps: string
  name: string
  /** The family fontconfig gives it: its own, or the one it stands in for. */
  family: string
  /** The face this file stands in for: fontconfig gives it these names. */
  as?: { family: string; full: string; postscript: string }
}
interface Platform {
  id: string
  name: string
  engine: 'chromium' | 'webkit'
  faces: Face[]
  /** What sans-serif and system-ui resolve to. */
  sans: string
  /**
   * Whether text is laid out with hinted, whole-pixel advances, as Chrome on a Linux desktop does
   * at 1×. Android, iOS and Windows place glyphs at their exact (fractional) advances: for them
   * fontconfig turns hinting off, else a 15 px label here comes out up to 9% wider than there.
   */
  hinted?: boolean
  /** false: measured only. */
  pictures?: boolean
}

/** `a{b,c}d` is [`abd`, `acd`]: a family's regular and bold; without braces, its one face. */
const pair = (text: string) =>
  text.includes('{') ? ['$1', '$2'].map((part) => text.replace(/\{(.*),(.*)\}/, part)) : [text]
/** Each family: its Debian package, its files under /usr/share/fonts, their PostScript names. */
const FAMILIES = Object.fromEntries(
  `
DejaVu Sans         fonts-dejavu-core       truetype/dejavu/DejaVuSans{,-Bold}.ttf                 DejaVuSans{,-Bold}
Liberation Sans     fonts-liberation        truetype/liberation/LiberationSans-{Regular,Bold}.ttf  LiberationSans{,-Bold}
Roboto              fonts-roboto-unhinted   truetype/roboto/unhinted/RobotoTTF/Roboto-{Regular,Bold}.ttf  Roboto-{Regular,Bold}
Nimbus Sans         fonts-urw-base35        opentype/urw-base35/NimbusSans-{Regular,Bold}.otf      NimbusSans-{Regular,Bold}
Noto Sans Tamil     fonts-noto-core         truetype/noto/NotoSansTamil-{Regular,Bold}.ttf         NotoSansTamil-{Regular,Bold}
Noto Sans Tamil UI  fonts-noto-ui-core      truetype/noto/NotoSansTamilUI-{Regular,Bold}.ttf       NotoSansTamilUI-{Regular,Bold}
Lohit Tamil         fonts-lohit-taml        truetype/lohit-tamil/Lohit-Tamil.ttf                   Lohit-Tamil`
    .trim()
    .split('\n')
    .map((line) => line.split(/ {2,}/))
    .map(([name, pkg, files, ps]) => [name!, { pkg: pkg!, files: pair(files!), ps: pair(ps!) }]),
)
/**
 * A family's faces, as themselves or standing in for `as` (its family, and its PostScript names):
 * fontconfig gives them those names.
 */
const family = (name: string, as?: [string, string]) =>
  FAMILIES[name]!.files.map((file, index): Face => {
    const style = index ? ' Bold' : ''
    return {
      pkg: FAMILIES[name]!.pkg,
      file,
      ps: FAMILIES[name]!.ps[index]!,
      name: as ? `${as[0]}${style} (${name}${style})` : `${name}${style}`,
      family: as?.[0] ?? name,
      as: as && { family: as[0], full: as[0] + style, postscript: pair(as[1])[index]! },
    }
  })
/** A Tamil family found by the script's fallback, not by name, for `standsFor`: not renamed. */
const tamil = (name: string, standsFor: string) =>
  family(name).map((face, bold) => ({
    ...face,
    name: `${standsFor}${bold ? ' Bold' : ''} (${face.name})`,
  }))
const arial = family('Liberation Sans', ['Arial', '{ArialMT,Arial-BoldMT}'])
const linux = [...family('DejaVu Sans'), ...family('Lohit Tamil')]

const PLATFORMS: Platform[] = [
  {
    id: 'android',
    name: 'Android (Chrome)',
    engine: 'chromium',
    faces: [...family('Roboto'), ...family('Noto Sans Tamil')],
    sans: 'Roboto',
  },
  {
    id: 'ios',
    name: 'iOS (WebKit, 447 px)',
    engine: 'webkit',
    faces: [
      ...arial,
      ...family('Nimbus Sans', ['Helvetica Neue', 'HelveticaNeue{,-Bold}']),
      ...tamil('Noto Sans Tamil', 'Tamil Sangam MN'),
    ],
    sans: 'Helvetica Neue',
  },
  {
    id: 'windows',
    name: 'Windows (Chrome, Edge)',
    engine: 'chromium',
    faces: [...arial, ...tamil('Noto Sans Tamil UI', 'Nirmala UI')],
    sans: 'Arial',
  },
  {
    id: 'linux',
    name: 'Linux (Chrome)',
    engine: 'chromium',
    faces: linux,
    sans: 'DejaVu Sans',
    hinted: true,
  },
  {
    // Ubuntu and Fedora install Liberation Sans, Arial's metric twin, under its own name.
    id: 'linux-liberation',
    name: 'Linux with Liberation Sans (Chrome)',
    engine: 'chromium',
    faces: [...linux.slice(0, 2), ...family('Liberation Sans'), ...linux.slice(2)],
    sans: 'DejaVu Sans',
    hinted: true,
    pictures: false,
  },
]

/** The fallback faces the build ships (in each page's head): `local()` names and size-adjust. */
function fallbacks() {
  const home = 'dist/client/index.html'
  if (!existsSync(home)) throw new Error('No build: run `npm run build` first.')
  const faces = [
    ...readFileSync(home, 'utf8').matchAll(
      /@font-face\{font-family:["']?Manrope Variable fallback["']?;([^}]*)\}/g,
    ),
  ].map(([, body]) => ({
    locals: [...body!.matchAll(/local\(["']?([^)"']+)["']?\)/g)].map((m) => m[1]!),
    sizeAdjust: parseFloat(/size-adjust:([\d.]+)%/.exec(body!)?.[1] ?? '100') / 100,
  }))
  if (!faces.length) throw new Error(`${home} has no 'Manrope Variable fallback' face`)
  return faces
}

/** The file of a face: the system's, else unpacked from its Debian package into FONT_CACHE. */
function fontFile(font: Face) {
  const system = path.join('/usr/share/fonts', font.file)
  if (existsSync(system)) return system
  const unpacked = path.join(FONT_CACHE, 'usr/share/fonts', font.file)
  if (existsSync(unpacked)) return unpacked
  ensureDir(FONT_CACHE)
  try {
    execFileSync('apt-get', ['download', font.pkg], { cwd: FONT_CACHE, stdio: 'pipe' })
  } catch (error) {
    throw new Error(
      `Could not fetch ${font.pkg} (for ${font.file}). Fix: run \`apt-get update\` once, or \`apt-get install -y ${font.pkg}\`.`,
      { cause: error },
    )
  }
  for (const deb of readdirSync(FONT_CACHE).filter((name) => name.endsWith('.deb'))) {
    execFileSync('dpkg-deb', ['-x', deb, '.'], { cwd: FONT_CACHE })
    rmSync(path.join(FONT_CACHE, deb))
  }
  if (!existsSync(unpacked)) throw new Error(`${font.pkg} has no ${font.file}`)
  return unpacked
}

/** A fontconfig file that knows only the platform's faces, the stand-ins renamed. */
const platformFonts = (platform: Platform) =>
  fontconfig([], platform.faces.map(fontFile), (fonts) => [
    ...platform.faces.flatMap(({ file, as }) =>
      as
        ? `<match target="scan">
  <test name="file"><string>${path.join(fonts, path.basename(file))}</string></test>
  <edit name="family" mode="assign" binding="same"><string>${as.family}</string></edit>
  <edit name="fullname" mode="assign" binding="same"><string>${as.full}</string></edit>
  <edit name="postscriptname" mode="assign" binding="same"><string>${as.postscript}</string></edit>
</match>`
        : [],
    ),
    ...['sans-serif', 'system-ui'].map(
      (generic) =>
        `<alias binding="same"><family>${generic}</family><prefer><family>${platform.sans}</family></prefer></alias>`,
    ),
    platform.hinted
      ? ''
      : '<match target="font"><edit name="hinting" mode="assign"><bool>false</bool></edit></match>',
  ])

// In-page scripts, as text: both engines run them (Chromium through CDP, WebKit through
// WebDriver), and neither is held by the site's CSP, which allows no eval.

/** The element's words line by line, as laid out. */
const LINES = `
  const lines = []
  const walker = document.createTreeWalker(document.querySelector(arguments[0]), NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    for (const match of node.textContent.matchAll(/\\S+/g)) {
      range.setStart(node, match.index)
      range.setEnd(node, match.index + match[0].length)
      const top = range.getClientRects()[0].top
      const line = lines.find((line) => Math.abs(line.top - top) < 4)
      if (line) line.words.push(match[0])
      else lines.push({ top, words: [match[0]] })
    }
  const element = document.querySelector(arguments[0])
  return { lines: lines.map((line) => line.words.join(' ')),
    height: element.getBoundingClientRect().height,
    hero: element.closest('section').getBoundingClientRect().height }`

/**
 * The heading's text set twice in its own family and size, black on white, at its own weight and
 * at 400 (body text's), one under the other at the top of the viewport: their boxes.
 */
const COPIES = `
  const heading = document.querySelector(arguments[0])
  const style = getComputedStyle(heading)
  let top = 0
  return [style.fontWeight, '400'].map((weight) => {
    const copy = document.createElement('div')
    copy.textContent = heading.textContent
    copy.setAttribute('data-font-pictures', '')
    Object.assign(copy.style, { position: 'fixed', left: '0', top: top + 'px', zIndex: '9999',
      whiteSpace: 'nowrap', padding: '4px', background: 'white', color: 'black',
      fontFamily: style.fontFamily, fontSize: style.fontSize, lineHeight: style.lineHeight,
      fontWeight: weight })
    document.body.append(copy)
    const box = copy.getBoundingClientRect()
    top += Math.ceil(box.height) + 8
    return { x: 0, y: box.top, width: Math.min(box.width, innerWidth), height: box.height }
  })`
const REMOVE_COPIES = `for (const copy of document.querySelectorAll('[data-font-pictures]')) copy.remove()`

/**
 * Which face a Latin text in the fallback family is drawn in, where the engine does not tell
 * (WebKit): the label of the first candidate `[family, weight, scale, label]` whose width, scaled,
 * is the text's.
 */
const WHICH_FACE = `
  const element = document.querySelector(arguments[0])
  const style = getComputedStyle(element)
  const width = (family, weight) => {
    const span = document.createElement('span')
    span.textContent = element.textContent
    Object.assign(span.style, { position: 'absolute', whiteSpace: 'nowrap', fontFamily: family,
      fontSize: style.fontSize, fontWeight: weight })
    document.body.append(span)
    const width = span.getBoundingClientRect().width
    span.remove()
    return width
  }
  const fallback = width("'Manrope Variable fallback'", style.fontWeight)
  const found = arguments[1].find(([family, weight, scale]) =>
    Math.abs(fallback / (width("'" + family + "'", weight) * scale) - 1) < 0.0005)
  return found ? found[3] : null`

/**
 * WHICH_FACE's candidates on a platform: each Latin file, sized by the size-adjust of each shipped
 * face whose `local()` names it (by family, full or PostScript name), and not sized (WebKitGTK
 * ignores size-adjust; system-ui's file is in no face).
 */
const candidates = (platform: Platform) =>
  platform.faces
    .filter((font) => !/Tamil/.test(font.name))
    .flatMap((font) => {
      const names = [font.family, font.as?.full ?? font.name, font.as?.postscript ?? font.ps]
      const faces = fallbacks().filter((face) => face.locals.some((name) => names.includes(name)))
      return [...faces.map((face) => face.sizeAdjust), 1].map((scale, index) => [
        font.family,
        /Bold/.test(font.ps) ? 700 : 400,
        scale,
        `${font.name}, by width${index < faces.length ? '' : faces.length ? ', size-adjust not applied' : ', in no local() face'}`,
      ])
    })

type Box = { x: number; y: number; width: number; height: number }
/** One page open in an engine. */
interface Tab {
  run<T>(script: string, ...args: unknown[]): Promise<T>
  /** The viewport's picture, cut to `clip` (CSS px), at the tab's device pixel ratio. */
  picture(clip: Box): Promise<Buffer>
  /** The platform fonts the element's text was drawn in, when the engine tells. */
  drawn(selector: string): Promise<string[]>
  close(): Promise<void>
}
interface Engine {
  /** A first visit to `url`, or a returning visitor's (the font stored as loaded, and cached). */
  open(url: string, width: number, returning: boolean): Promise<Tab>
  close(): Promise<void>
}

async function startChromium(fonts: string, platform: Platform): Promise<Engine> {
  // Photos and the map cannot load here: their hosts fail at once, so placeholders show. (Not
  // page.route: intercepting turns the HTTP cache off, and a returning visitor's font is in it.)
  const browser = await launch(fonts, ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'])
  return {
    async open(url, width, returning) {
      const context = await browser.newContext({
        viewport: { width, height: HEIGHT },
        deviceScaleFactor: width === WIDE ? 1 : 2,
      })
      const page = await context.newPage()
      if (returning) {
        await page.addInitScript(() => localStorage.setItem('site-font-loaded', '1'))
        // A returning visitor has the font in the HTTP cache: this first load puts it there.
        await page.goto(url, { waitUntil: 'load' })
      }
      await page.goto(url, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      return {
        run: (script, ...args) =>
          page.evaluate(`(function () { ${script} }).apply(null, ${JSON.stringify(args)})`),
        picture: (clip) => page.screenshot({ clip }),
        async drawn(selector) {
          return (await drawnFonts(page, selector)).map((font) =>
            font.isCustomFont
              ? `${font.familyName.replace(/ (Thin|ExtraLight|Light|Regular)$/, '')} (web font)`
              : (platform.faces.find((face) => face.ps === font.postScriptName)?.name ??
                font.postScriptName),
          )
        },
        close: () => context.close(),
      }
    },
    close: () => browser.close(),
  }
}

/** A free local port for the driver. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** WebKitGTK's MiniBrowser through WebKitWebDriver (plain W3C WebDriver), under xvfb-run. */
async function startWebKit(fonts: string, platform: Platform): Promise<Engine> {
  const port = await freePort()
  const env = { ...process.env, FONTCONFIG_FILE: fonts }
  const args = ['-a', DRIVER, `--port=${port}`]
  const driver = spawn('xvfb-run', args, { env, detached: true, stdio: 'ignore' })
  const stop = () => {
    if (driver.pid && driver.exitCode === null) process.kill(-driver.pid, 'SIGTERM')
  }
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}${route}`, {
      method,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } }
    if (!response.ok) throw new Error(`WebDriver ${method} ${route}: ${value.message}`)
    return value
  }
  const ready = () =>
    call<{ ready: boolean }>('GET', '/status').then(
      (s) => s.ready,
      () => false,
    )
  for (const deadline = Date.now() + 20_000; !(await ready());) {
    if (Date.now() > deadline) {
      stop()
      throw new Error(`${DRIVER} did not start`)
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        pageLoadStrategy: 'normal',
      },
    },
  })
  const session = `/session/${sessionId}`
  const run = <T>(script: string, ...args: unknown[]) =>
    call<T>('POST', `${session}/execute/sync`, { script, args })
  /** Runs `script`, which calls `done()` when it is. */
  const wait = (script: string) =>
    call('POST', `${session}/execute/async`, {
      script: `const done = arguments[0]; ${script}`,
      args: [],
    })
  const load = async (url: string) => {
    await call('POST', `${session}/url`, { url })
    await wait('document.fonts.ready.then(() => done())')
  }
  return {
    async open(url, width, returning) {
      // One window for every visit: its storage emptied first, so each is a first visit (or a
      // returning visitor's, the font stored as loaded).
      await call('POST', `${session}/url`, { url: new URL('/robots.txt', url).href })
      await call('POST', `${session}/window/rect`, { width, height: HEIGHT })
      await run(`localStorage.clear(); sessionStorage.clear()`)
      if (returning) {
        // The font stored as loaded, and (by this first load) in the HTTP cache.
        await run(`localStorage.setItem('site-font-loaded', '1')`)
        await load(url)
        await run(`sessionStorage.clear()`)
      }
      await load(url)
      return {
        run,
        async picture(clip) {
          // What a script just changed is in the picture only once painted.
          await wait('requestAnimationFrame(() => requestAnimationFrame(() => done()))')
          const png = Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64')
          const size = await sharp(png).metadata()
          const scale = size.width! / (await run<number>('return innerWidth'))
          const left = Math.max(0, Math.round(clip.x * scale))
          const top = Math.max(0, Math.round(clip.y * scale))
          const width = Math.min(Math.round(clip.width * scale), size.width! - left)
          const height = Math.min(Math.round(clip.height * scale), size.height! - top)
          return sharp(png).extract({ left, top, width, height }).png().toBuffer()
        },
        async drawn(selector) {
          // A returning visitor: the web fonts the page has loaded.
          const webFonts = await run<string[] | null>(`
            if (document.documentElement.hasAttribute('data-font-later')) return null
            return [...document.fonts].filter((face) => face.status === 'loaded')
              .map((face) => face.family.replace(/ Variable$/, '') + ' (web font)')`)
          if (webFonts) return webFonts
          // Tamil letters: the platform's one Tamil face. Latin: matched by width.
          const tamil = await run<boolean>(
            `return /[\u0B80-\u0BFF]/.test(document.querySelector(arguments[0]).textContent)`,
            selector,
          )
          if (tamil)
            return [
              `${platform.faces.find((face) => face.pkg.startsWith('fonts-noto'))!.name} (its only Tamil face)`,
            ]
          const found = await run<string | null>(WHICH_FACE, selector, candidates(platform))
          return [found ?? 'none of the local() faces']
        },
        close: async () => {},
      }
    },
    async close() {
      await call('DELETE', session).catch(() => {})
      stop()
    },
  }
}

/** Ink (darkness summed) of a picture: white is none. */
async function ink(picture: Buffer) {
  const { data } = await sharp(picture)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let sum = 0
  for (const value of data) sum += 255 - value
  return sum
}

/** The heading's ink at its own weight over its ink at 400: 1 is no bolder than body text. */
async function bolder(tab: Tab, selector: string) {
  const boxes = await tab.run<Box[]>(COPIES, selector)
  const heavy = await ink(await tab.picture(boxes[0]!))
  const regular = await ink(await tab.picture(boxes[1]!))
  await tab.run(REMOVE_COPIES)
  return Math.round((heavy / regular) * 100) / 100
}

/** The hero heading as laid out at one width; `hero` is the hero section's height. */
type Heading = Awaited<ReturnType<typeof heading>>
async function heading(tab: Tab) {
  const laid = await tab.run<{ lines: string[]; height: number; hero: number }>(LINES, 'main h1')
  return { ...laid, fonts: await tab.drawn('main h1'), bolder: await bolder(tab, 'main h1') }
}

type Visit = Awaited<ReturnType<typeof visit>>
/**
 * One language's hero (phone and 1280 px) and prose page, a first or a returning visit, measured
 * (h2: the prose page's first section heading's ink at its weight over ink at 400; body: its
 * paragraph's fonts), and pictured as `${pictures}-home`, `-privacy` (`-ta`, `-ta-privacy`).
 */
async function visit(
  site: string,
  engine: Engine,
  { name, engine: kind }: Platform,
  lang: 'en' | 'ta',
  returning: boolean,
  pictures?: string,
) {
  const [home, prose] = lang === 'en' ? ['/', '/privacy'] : ['/ta', '/ta/privacy']
  const phoneWidth = kind === 'webkit' ? WEBKIT_PHONE : PHONE
  const open = async (route: string, width: number) => {
    const tab = await engine.open(site + route, width, returning)
    const later = await tab.run<boolean>(
      `return document.documentElement.hasAttribute('data-font-later')`,
    )
    if (later === returning) throw new Error(`${route}: data-font-later is ${later}`)
    return tab
  }
  const save = async (tab: Tab, clip: Box, suffix: string) => {
    const file = `${pictures}-${lang === 'en' ? suffix : `ta-${suffix}`}.webp`.replace(
      'ta-home',
      'ta',
    )
    const png = await tab.picture(clip)
    writeFileSync(path.join(FONT_PICTURES, file), await webp(png, phoneWidth === PHONE ? 2 : 1))
  }

  const phone = await open(home, phoneWidth)
  if (pictures) {
    // The hero: the top of the viewport down to the end of the heading's introduction.
    const bottom = await phone.run<number>(
      `return Math.min(document.querySelector('main h1 + div').getBoundingClientRect().bottom + 16, innerHeight)`,
    )
    await save(phone, { x: 0, y: 0, width: phoneWidth, height: bottom }, 'home')
  }
  const phoneHeading = await heading(phone)
  await phone.close()

  const wide = await open(home, WIDE)
  const wideHeading = await heading(wide)
  await wide.close()

  const page = await open(prose, phoneWidth)
  if (pictures) {
    // The first section heading and the three paragraphs after it, scrolled to near the top.
    const clip = await page.run<Box>(`
      const heading = document.querySelector('article h2')
      scrollTo(0, heading.getBoundingClientRect().top + scrollY - 96)
      let last = heading.parentElement
      for (let n = 0; n < 3; ) if ((last = last.nextElementSibling).matches('p')) n++
      const top = heading.getBoundingClientRect().top - 16
      const bottom = Math.min(last.getBoundingClientRect().bottom + 16, innerHeight)
      return { x: 0, y: top, width: innerWidth, height: bottom - top }`)
    await save(page, clip, 'privacy')
  }
  const h2 = await bolder(page, 'article h2')
  const body = await page.drawn('article div:has(> h2) + p')
  await page.close()
  return { name, phone: phoneHeading, wide: wideHeading, h2, body }
}

/** Each platform's first visits, with its own returning visitor's to measure them against. */
type Row = Record<'manrope' | 'noto' | 'latin' | 'tamil', Visit>

const lines = (visit: Heading, base: Heading) =>
  `${visit.lines.length}${visit === base ? '' : visit.lines.join('|') === base.lines.join('|') ? ', same' : ', different'}`
/** A height in px, and its difference from the returning visitor's. */
const height = (visit: Heading, base: Heading, of: 'height' | 'hero' = 'height') => {
  const px = Math.round(visit[of] * 10) / 10
  if (visit === base) return `${px} px`
  const d = Math.round((visit[of] - base[of]) * 10) / 10
  return `${px} px (${d === 0 ? '±0' : d > 0 ? `+${d}` : `−${-d}`})`
}
const names = (fonts: string[]) => [...new Set(fonts)].join(', ')

/**
 * A table: each platform's first visit (`key`), its hero heading against its own returning
 * visitor's (`base`), after the first platform's returning visitor's own figures.
 */
function table(rows: Row[], key: 'latin' | 'tamil', base: 'manrope' | 'noto') {
  const row = (visit: Visit, reference: Visit, name = visit.name) => {
    const { phone, wide } = visit
    return `| ${name} | ${names(phone.fonts)} | ${lines(phone, reference.phone)} | ${height(phone, reference.phone)} | ${height(phone, reference.phone, 'hero')} | ${lines(wide, reference.wide)} | ${height(wide, reference.wide)} | ${height(wide, reference.wide, 'hero')} | ${phone.bolder}, ${visit.h2} |`
  }
  const yardstick = rows[0]![base]
  return [
    '| Visitor | Heading drawn in | Phone: lines, breaks | Phone: height (Δ) | Phone: hero (Δ) | 1280 px: lines, breaks | 1280 px: height (Δ) | 1280 px: hero (Δ) | Bolder than body text: h1, h2 |',
    '| - | - | - | - | - | - | - | - | - |',
    row(yardstick, yardstick, `A returning visitor, ${yardstick.name}`),
    ...rows.map((platform) => row(platform[key], platform[base])),
  ].join('\n')
}

/**
 * The font pictures and tables of `platforms`. All of them: docs/fonts/ made again and the tables
 * written between the `<!-- font-pictures:NAME -->` markers of docs/fonts.md; some: their
 * pictures rewritten and their tables printed.
 */
async function fontPictures(platforms: Platform[]) {
  const all = platforms.length === PLATFORMS.length
  fallbacks() // a build, with its fallback faces
  if (all) rmSync(FONT_PICTURES, { recursive: true, force: true })
  ensureDir(FONT_PICTURES)
  const server = await startServer()
  const rows: Row[] = []
  for (const platform of platforms) {
    const fonts = platformFonts(platform)
    const start = platform.engine === 'webkit' ? startWebKit : startChromium
    const engine = await start(fonts.file, platform)
    try {
      // A returning visitor reads web fonts only (Manrope, Noto Sans Tamil): pictured once.
      const manrope = platform === PLATFORMS[0] ? 'manrope' : undefined
      const pictures = platform.pictures === false ? undefined : platform.id
      const go = (lang: 'en' | 'ta', returning: boolean, name?: string) =>
        visit(server.url, engine, platform, lang, returning, name)
      rows.push({
        manrope: await go('en', true, manrope),
        noto: await go('ta', true, manrope),
        latin: await go('en', false, pictures),
        tamil: await go('ta', false, pictures),
      })
    } finally {
      await engine.close()
      rmSync(fonts.dir, { recursive: true, force: true })
    }
    console.log(`${platform.name}: measured`)
  }
  server.close()

  const files = readdirSync(FONT_PICTURES)
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(FONT_PICTURES, file)).size, 0)
  const sections: Record<string, string> = {
    latin: table(rows, 'latin', 'manrope'),
    tamil: table(rows, 'tamil', 'noto'),
    'tamil-body': `Tamil body text (the privacy page's first paragraph) is drawn in: ${rows
      .map(({ tamil }) => `${tamil.name}: ${names(tamil.body)}`)
      .join('; ')}.`,
    size: `All pictures together: ${files.length} files, ${Math.round(bytes / 1000)} kB.`,
  }
  console.log(`${files.length} pictures in ${FONT_PICTURES}/, ${bytes} bytes`)
  if (!all) return console.log(Object.values(sections).join('\n\n'))
  let doc = readFileSync(FONT_DOC, 'utf8')
  for (const [name, text] of Object.entries(sections)) {
    const [start, end] = [`<!-- font-pictures:${name} -->`, `<!-- /font-pictures:${name} -->`]
    const [from, to] = [doc.indexOf(start), doc.indexOf(end)]
    if (from < 0 || to < from) throw new Error(`${FONT_DOC} has no ${start} … ${end}`)
    doc = `${doc.slice(0, from + start.length)}\n\n${text}\n\n${doc.slice(to)}`
  }
  writeFileSync(
    FONT_DOC,
    await format(doc, { ...(await resolveConfig(FONT_DOC)), filepath: FONT_DOC }),
  )
  console.log(`Tables in ${FONT_DOC}`)
}

// The command line (when this file is run, not imported by a test).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const option = (name: string) =>
    process.argv
      .find((arg) => arg.startsWith(`--${name}=`))
      ?.replace(/^[^=]*=/, '')
      .split(',')
  if (process.argv.includes('--fonts')) {
    const [engines, ids] = [option('engine'), option('platforms')]
    const platforms = PLATFORMS.filter(
      (p) => (!engines || engines.includes(p.engine)) && (!ids || ids.includes(p.id)),
    )
    if (!platforms.length)
      throw new Error(`No platform: ${PLATFORMS.map((p) => `${p.id} (${p.engine})`).join(', ')}`)
    await fontPictures(platforms)
  } else {
    const engine = option('engine')
    if (engine && engine.join() !== 'chromium')
      throw new Error('Screenshots and reference pictures are drawn in Chromium only.')
    await screenshots(option('routes'), process.argv.includes('--update'))
  }
}
