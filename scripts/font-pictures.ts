/**
 * `npm run font-pictures`: what a first visit reads in on Android, iOS, Windows and Linux, as
 * pictures (docs/fonts/) and measurements (the tables in docs/fonts.md).
 *
 * Each platform's browser engine is started with a fontconfig file of its own that knows only the
 * fonts that platform has, or a free stand-in renamed to the face it stands for, so `local()` and
 * the generic families resolve as they would there: Debian's Chromium for Chrome on Android,
 * Windows and Linux; WebKitGTK (MiniBrowser, under xvfb-run) for iOS, whose browsers are all
 * WebKit. Every page is a first visit (<html data-font-later>, empty storage) with the fallback
 * faces the build ships (read from its stylesheet); a returning visitor, in Manrope, is the
 * yardstick.
 *
 * Needs `npm run build` first. Fonts the system lacks are fetched with `apt-get download` into
 * node_modules/.cache/font-pictures and unpacked there: the machine's own fonts, and every other
 * test's pictures, stay as they are.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { statSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { format, resolveConfig } from 'prettier'
import sharp from 'sharp'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts'
import { startServer } from './serve.ts'

const OUT = 'docs/fonts'
const DOC = 'docs/fonts.md'
const CACHE = path.resolve('node_modules/.cache/font-pictures')
const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
/** A phone; MiniBrowser's window is at least 447 px wide (its toolbar), so iOS is seen at 447. */
const PHONE = 390
const WEBKIT_PHONE = 447
const WIDE = 1280
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

/**
 * A family's regular and bold files (paths under /usr/share/fonts, then their PostScript names),
 * as themselves or standing in for `as` (its family, and the two PostScript names).
 */
function family(
  pkg: string,
  name: string,
  [regular, bold]: string[],
  ps: string[],
  as?: { family: string; ps: string[] },
): Face[] {
  return [regular!, bold!].map((file, index) => {
    const style = index ? ' Bold' : ''
    return {
      pkg,
      file,
      ps: ps[index]!,
      name: as ? `${as.family}${style} (${name}${style})` : `${name}${style}`,
      family: as?.family ?? name,
      as: as && { family: as.family, full: as.family + style, postscript: as.ps[index]! },
    }
  })
}
const dejavu = family(
  'fonts-dejavu-core',
  'DejaVu Sans',
  ['truetype/dejavu/DejaVuSans.ttf', 'truetype/dejavu/DejaVuSans-Bold.ttf'],
  ['DejaVuSans', 'DejaVuSans-Bold'],
)
const liberation = ['Regular', 'Bold'].map((s) => `truetype/liberation/LiberationSans-${s}.ttf`)
const liberationPs = ['LiberationSans', 'LiberationSans-Bold']
const arial = family('fonts-liberation', 'Liberation Sans', liberation, liberationPs, {
  family: 'Arial',
  ps: ['ArialMT', 'Arial-BoldMT'],
})
/** Noto Sans Tamil, or Noto Sans Tamil UI, as itself or standing in for `standsFor`. */
const notoTamil = (ui: '' | 'UI', standsFor?: string) =>
  family(
    ui ? 'fonts-noto-ui-core' : 'fonts-noto-core',
    `Noto Sans Tamil${ui && ' UI'}`,
    ['Regular', 'Bold'].map((s) => `truetype/noto/NotoSansTamil${ui}-${s}.ttf`),
    ['Regular', 'Bold'].map((s) => `NotoSansTamil${ui}-${s}`),
  ).map((face, bold) =>
    // Found by the script's fallback, not by name: not renamed.
    standsFor ? { ...face, name: `${standsFor}${bold ? ' Bold' : ''} (${face.name})` } : face,
  )
const lohit: Face = {
  pkg: 'fonts-lohit-taml',
  file: 'truetype/lohit-tamil/Lohit-Tamil.ttf',
  ps: 'Lohit-Tamil',
  name: 'Lohit Tamil',
  family: 'Lohit Tamil',
}

const PLATFORMS: Platform[] = [
  {
    id: 'android',
    name: 'Android (Chrome)',
    engine: 'chromium',
    faces: [
      ...family(
        'fonts-roboto-unhinted',
        'Roboto',
        ['Regular', 'Bold'].map((s) => `truetype/roboto/unhinted/RobotoTTF/Roboto-${s}.ttf`),
        ['Roboto-Regular', 'Roboto-Bold'],
      ),
      ...notoTamil(''),
    ],
    sans: 'Roboto',
  },
  {
    id: 'ios',
    name: 'iOS (WebKit, 447 px)',
    engine: 'webkit',
    faces: [
      ...arial,
      ...family(
        'fonts-urw-base35',
        'Nimbus Sans',
        ['Regular', 'Bold'].map((s) => `opentype/urw-base35/NimbusSans-${s}.otf`),
        ['NimbusSans-Regular', 'NimbusSans-Bold'],
        { family: 'Helvetica Neue', ps: ['HelveticaNeue', 'HelveticaNeue-Bold'] },
      ),
      ...notoTamil('', 'Tamil Sangam MN'),
    ],
    sans: 'Helvetica Neue',
  },
  {
    id: 'windows',
    name: 'Windows (Chrome, Edge)',
    engine: 'chromium',
    faces: [...arial, ...notoTamil('UI', 'Nirmala UI')],
    sans: 'Arial',
  },
  {
    id: 'linux',
    name: 'Linux (Chrome)',
    engine: 'chromium',
    faces: [...dejavu, lohit],
    sans: 'DejaVu Sans',
    hinted: true,
  },
  {
    // Ubuntu and Fedora install Liberation Sans, Arial's metric twin, under its own name.
    id: 'linux-liberation',
    name: 'Linux with Liberation Sans (Chrome)',
    engine: 'chromium',
    faces: [
      ...dejavu,
      ...family('fonts-liberation', 'Liberation Sans', liberation, liberationPs),
      lohit,
    ],
    sans: 'DejaVu Sans',
    hinted: true,
    pictures: false,
  },
]

const STATIC = 'dist/client/assets/static'
const STYLESHEET = existsSync(STATIC)
  ? readdirSync(STATIC).find((file) => /^styles\.[^.]+\.css$/.test(file))
  : undefined
if (!STYLESHEET) throw new Error('No build: run `npm run build` first.')
/** The fallback faces the build ships: their `local()` names and size-adjust. */
const FALLBACKS = [
  ...readFileSync(path.join(STATIC, STYLESHEET), 'utf8').matchAll(
    /@font-face\{font-family:["']?Manrope Variable fallback["']?;([^}]*)\}/g,
  ),
].map(([, body]) => {
  const locals = [...body!.matchAll(/local\(["']?([^)"']+)["']?\)/g)].map((m) => m[1]!)
  return { locals, sizeAdjust: parseFloat(/size-adjust:([\d.]+)%/.exec(body!)?.[1] ?? '100') / 100 }
})
if (!FALLBACKS.length) throw new Error(`${STYLESHEET} has no 'Manrope Variable fallback' face`)

/** The file of a face: the system's, else unpacked from its Debian package into CACHE. */
function fontFile(font: Face) {
  const system = path.join('/usr/share/fonts', font.file)
  if (existsSync(system)) return system
  const unpacked = path.join(CACHE, 'usr/share/fonts', font.file)
  if (existsSync(unpacked)) return unpacked
  mkdirSync(CACHE, { recursive: true })
  try {
    execFileSync('apt-get', ['download', font.pkg], { cwd: CACHE, stdio: 'pipe' })
  } catch (error) {
    throw new Error(
      `Could not fetch ${font.pkg} (for ${font.file}). Fix: run \`apt-get update\` once, or \`apt-get install -y ${font.pkg}\`.`,
      { cause: error },
    )
  }
  for (const deb of readdirSync(CACHE).filter((name) => name.endsWith('.deb'))) {
    execFileSync('dpkg-deb', ['-x', deb, '.'], { cwd: CACHE })
    rmSync(path.join(CACHE, deb))
  }
  if (!existsSync(unpacked)) throw new Error(`${font.pkg} has no ${font.file}`)
  return unpacked
}

/** A fontconfig file that knows only the platform's faces, the stand-ins renamed. */
function fontconfig(platform: Platform, dir: string) {
  mkdirSync(path.join(dir, 'fonts'))
  const renames = platform.faces.map((font) => {
    const link = path.join(dir, 'fonts', path.basename(font.file))
    symlinkSync(fontFile(font), link)
    if (!font.as) return ''
    return `<match target="scan">
  <test name="file"><string>${link}</string></test>
  <edit name="family" mode="assign" binding="same"><string>${font.as.family}</string></edit>
  <edit name="fullname" mode="assign" binding="same"><string>${font.as.full}</string></edit>
  <edit name="postscriptname" mode="assign" binding="same"><string>${font.as.postscript}</string></edit>
</match>`
  })
  const aliases = ['sans-serif', 'system-ui'].map(
    (generic) =>
      `<alias binding="same"><family>${generic}</family><prefer><family>${platform.sans}</family></prefer></alias>`,
  )
  const file = path.join(dir, 'fonts.conf')
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
<dir>${path.join(dir, 'fonts')}</dir>
<cachedir>${path.join(dir, 'cache')}</cachedir>
${renames.join('\n')}
${aliases.join('\n')}
${platform.hinted ? '' : '<match target="font"><edit name="hinting" mode="assign"><bool>false</bool></edit></match>'}
</fontconfig>
`,
  )
  return file
}

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
      const faces = FALLBACKS.filter((face) => face.locals.some((name) => names.includes(name)))
      return [...faces.map((face) => face.sizeAdjust), 1].map((scale, index) => [
        font.family,
        /Bold/.test(font.ps) ? 700 : 400,
        scale,
        `${font.name}, by width${index < faces.length ? '' : faces.length ? ', size-adjust not applied' : ', in no local() face'}`,
      ])
    })

/** One page open in an engine. */
interface Tab {
  run<T>(script: string, ...args: unknown[]): Promise<T>
  /** The viewport's picture, cut to `clip` (CSS px), at the tab's device pixel ratio. */
  picture(clip: { x: number; y: number; width: number; height: number }): Promise<Buffer>
  /** The platform fonts the element's text was drawn in, when the engine tells. */
  drawn(selector: string): Promise<string[]>
  close(): Promise<void>
}
interface Engine {
  open(url: string, width: number, returning: boolean): Promise<Tab>
  close(): Promise<void>
}

async function startChromium(env: NodeJS.ProcessEnv, platform: Platform): Promise<Engine> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // Photos and the map cannot load here: their hosts fail at once, so placeholders show. (Not
    // page.route: intercepting turns the HTTP cache off, and a returning visitor's font is in it.)
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    env,
  })
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
          const cdp = await context.newCDPSession(page)
          await cdp.send('DOM.enable')
          await cdp.send('CSS.enable')
          const { root } = await cdp.send('DOM.getDocument')
          const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
          await cdp.detach()
          return fonts.map((font) =>
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
async function startWebKit(env: NodeJS.ProcessEnv, platform: Platform): Promise<Engine> {
  const port = await freePort()
  const driver = spawn('xvfb-run', ['-a', DRIVER, `--port=${port}`], {
    env,
    detached: true,
    stdio: 'ignore',
  })
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
  try {
    for (const deadline = Date.now() + 20_000; ;) {
      const ready = await call<{ ready: boolean }>('GET', '/status').then(
        (status) => status.ready,
        () => false,
      )
      if (ready) break
      if (Date.now() > deadline) throw new Error(`${DRIVER} did not start`)
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  } catch (error) {
    stop()
    throw error
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
  return {
    async open(url, width, returning) {
      // One window for every visit: its storage emptied first, so each is a first visit (or a
      // returning visitor's, the font stored as loaded).
      await call('POST', `${session}/url`, { url: new URL('/robots.txt', url).href })
      await call('POST', `${session}/window/rect`, { width, height: HEIGHT })
      await run(`localStorage.clear(); sessionStorage.clear()`)
      const load = async () => {
        await call('POST', `${session}/url`, { url })
        await call('POST', `${session}/execute/async`, {
          script: 'document.fonts.ready.then(() => arguments[0]())',
          args: [],
        })
      }
      if (returning) {
        // The font stored as loaded, and (by this first load) in the HTTP cache.
        await run(`localStorage.setItem('site-font-loaded', '1')`)
        await load()
        await run(`sessionStorage.clear()`)
      }
      await load()
      return {
        run,
        async picture(clip) {
          // What a script just changed is in the picture only once painted.
          await call('POST', `${session}/execute/async`, {
            script: 'requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()))',
            args: [],
          })
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
  const boxes = await tab.run<{ x: number; y: number; width: number; height: number }[]>(
    COPIES,
    selector,
  )
  const heavy = await ink(await tab.picture(boxes[0]!))
  const regular = await ink(await tab.picture(boxes[1]!))
  await tab.run(REMOVE_COPIES)
  return Math.round((heavy! / regular!) * 100) / 100
}

/** Saves a picture small: WebP, a 2× picture at 1.5×. */
async function save(png: Buffer, file: string, scale: number) {
  const { width } = await sharp(png).metadata()
  await sharp(png)
    .resize({ width: Math.round((width! * Math.min(scale, 1.5)) / scale) })
    .webp({ quality: 50 })
    .toFile(path.join(OUT, file))
}

/** The hero heading as laid out at one width. */
interface Heading {
  fonts: string[]
  lines: string[]
  height: number
  /** The hero section's height. */
  hero: number
  bolder: number
}
async function heading(tab: Tab): Promise<Heading> {
  const { lines, height, hero } = await tab.run<{ lines: string[]; height: number; hero: number }>(
    LINES,
    'main h1',
  )
  const fonts = await tab.drawn('main h1')
  return { fonts, lines, height, hero, bolder: await bolder(tab, 'main h1') }
}

interface Visit {
  name: string
  phone: Heading
  wide: Heading
  /** The prose page's first section heading: ink at its weight over ink at 400. */
  h2: number
  /** The fonts of the prose page's paragraph. */
  body: string[]
}

/**
 * One language's hero (phone and 1280 px) and prose page, a first or a returning visit, measured,
 * and pictured as `${pictures}-home`, `-privacy` (`-ta`, `-ta-privacy` in Tamil).
 */
async function visit(
  engine: Engine,
  { name, engine: kind }: Platform,
  lang: 'en' | 'ta',
  returning: boolean,
  pictures?: string,
): Promise<Visit> {
  const [home, prose] = lang === 'en' ? ['/', '/privacy'] : ['/ta', '/ta/privacy']
  const phoneWidth = kind === 'webkit' ? WEBKIT_PHONE : PHONE
  const scale = phoneWidth === PHONE ? 2 : 1
  const open = async (route: string, width: number) => {
    const tab = await engine.open(SITE + route, width, returning)
    const later = await tab.run<boolean>(
      `return document.documentElement.hasAttribute('data-font-later')`,
    )
    if (later === returning) throw new Error(`${route}: data-font-later is ${later}`)
    return tab
  }

  const phone = await open(home, phoneWidth)
  if (pictures) {
    // The hero: the top of the viewport down to the end of the heading's introduction.
    const bottom = await phone.run<number>(
      `return Math.min(document.querySelector('main h1 + div').getBoundingClientRect().bottom + 16, innerHeight)`,
    )
    const clip = { x: 0, y: 0, width: phoneWidth, height: bottom }
    await save(
      await phone.picture(clip),
      `${pictures}-${lang === 'en' ? 'home' : 'ta'}.webp`,
      scale,
    )
  }
  const phoneHeading = await heading(phone)
  await phone.close()

  const wide = await open(home, WIDE)
  const wideHeading = await heading(wide)
  await wide.close()

  const page = await open(prose, phoneWidth)
  if (pictures) {
    // The first section heading and the three paragraphs after it, scrolled to near the top.
    const clip = await page.run<{ x: number; y: number; width: number; height: number }>(`
      const heading = document.querySelector('article h2')
      scrollTo(0, heading.getBoundingClientRect().top + scrollY - 96)
      let last = heading.parentElement
      for (let n = 0; n < 3; ) if ((last = last.nextElementSibling).matches('p')) n++
      const top = heading.getBoundingClientRect().top - 16
      const bottom = Math.min(last.getBoundingClientRect().bottom + 16, innerHeight)
      return { x: 0, y: top, width: innerWidth, height: bottom - top }`)
    await save(
      await page.picture(clip),
      `${pictures}-${lang === 'en' ? 'privacy' : 'ta-privacy'}.webp`,
      scale,
    )
  }
  const h2 = await bolder(page, 'article h2')
  const body = await page.drawn('article div:has(> h2) + p')
  await page.close()
  return { name, phone: phoneHeading, wide: wideHeading, h2, body }
}

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

/** Replaces what stands between `<!-- font-pictures:NAME -->` and its end marker in the doc. */
function fill(doc: string, name: string, text: string) {
  const start = `<!-- font-pictures:${name} -->`
  const end = `<!-- /font-pictures:${name} -->`
  const from = doc.indexOf(start)
  const to = doc.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${DOC} has no ${start} … ${end}`)
  return `${doc.slice(0, from + start.length)}\n\n${text}\n\n${doc.slice(to)}`
}

rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })
const server = await startServer()
const SITE = server.url

/** Each platform's first visits, with its own returning visitor's to measure them against. */
interface Row {
  manrope: Visit
  noto: Visit
  latin: Visit
  tamil: Visit
}
const rows: Row[] = []
for (const platform of PLATFORMS) {
  const dir = mkdtempSync(path.join(tmpdir(), `font-pictures-${platform.id}-`))
  const env = { ...process.env, FONTCONFIG_FILE: fontconfig(platform, dir) }
  const engine = await (platform.engine === 'webkit'
    ? startWebKit(env, platform)
    : startChromium(env, platform))
  try {
    // A returning visitor reads web fonts only (Manrope, Noto Sans Tamil): pictured once.
    const manrope = platform === PLATFORMS[0] ? 'manrope' : undefined
    const pictures = platform.pictures === false ? undefined : platform.id
    rows.push({
      manrope: await visit(engine, platform, 'en', true, manrope),
      noto: await visit(engine, platform, 'ta', true, manrope),
      latin: await visit(engine, platform, 'en', false, pictures),
      tamil: await visit(engine, platform, 'ta', false, pictures),
    })
  } finally {
    await engine.close()
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(`${platform.name}: measured`)
}
server.close()

const files = readdirSync(OUT)
const bytes = files.reduce((sum, file) => sum + statSync(path.join(OUT, file)).size, 0)
const sections: Record<string, string> = {
  latin: table(rows, 'latin', 'manrope'),
  tamil: table(rows, 'tamil', 'noto'),
  'tamil-body': `Tamil body text (the privacy page's first paragraph) is drawn in: ${rows
    .map(({ tamil }) => `${tamil.name}: ${names(tamil.body)}`)
    .join('; ')}.`,
  size: `All pictures together: ${files.length} files, ${Math.round(bytes / 1000)} kB.`,
}
let doc = readFileSync(DOC, 'utf8')
for (const [name, text] of Object.entries(sections)) doc = fill(doc, name, text)
writeFileSync(DOC, await format(doc, { ...(await resolveConfig(DOC)), filepath: DOC }))
console.log(`${files.length} pictures in ${OUT}/, ${bytes} bytes; tables in ${DOC}`)
