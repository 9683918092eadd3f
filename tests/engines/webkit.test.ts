/**
 * The visitor's journeys (journeys.ts) in WebKit: Debian's WebKitWebDriver
 * driving MiniBrowser (WebKitGTK) through plain W3C WebDriver calls. This
 * MiniBrowser (GTK 3, webkit2gtk-4.1) has no headless mode: the driver runs
 * under xvfb-run.
 *
 * Classic WebDriver has no console log. Console errors are checked through the
 * probe script the test server puts first in every page's <head> (before the
 * site's own scripts): console.error/warn calls, uncaught errors and unhandled
 * rejections, failed loads of scripts, styles and images, and CSP violations.
 * Not checked: messages the engine itself logs without a page-visible event
 * (e.g. a deprecation warning).
 *
 * MiniBrowser's window is at least 447 px wide (its toolbar): the phone
 * journeys run at 447×762 instead of 390×800, still the phone layout (< 768 px).
 *
 * The CSP is served without `upgrade-insecure-requests` (see startSite): WebKit
 * would upgrade this plain-HTTP loopback server's subresources to https.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { test } from '@playwright/test'
import { promisify } from 'node:util'
import {
  BLANK_PATH,
  JOURNEYS,
  MODES,
  startSite,
  type Driver,
  type Site,
  type TreeState,
} from './journeys'

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
/** Debian's Python, which has python3-gi (a pyenv or venv one may not). */
const PYTHON = process.env.ATSPI_PYTHON ?? '/usr/bin/python3'
const ATSPI = 'tests/engines/atspi.py'
const run = promisify(execFile)
/** The D-Bus session bus MiniBrowser and atspi.py share (started before the tests). */
let bus = ''
const KEYS = { Escape: '\uE00C' } as const

/** A free local port for the driver. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

class WebKitDriver implements Driver {
  readonly engine = 'WebKit'
  private session = ''

  constructor(private readonly base: string) {}

  /** One WebDriver command; throws the driver's error. */
  async call<T = unknown>(method: string, path: string, body?: unknown, timeout = 20_000) {
    const response = await fetch(this.base + path, {
      method,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    })
    const data = (await response.json()) as {
      value: T & { error?: string; message?: string }
    }
    if (!response.ok || (data.value && typeof data.value === 'object' && data.value.error))
      throw new Error(`WebDriver ${method} ${path}: ${data.value?.error}: ${data.value?.message}`)
    return data.value as T
  }

  private command<T = unknown>(method: string, path: string, body?: unknown) {
    if (!this.session) throw new Error('no WebDriver session')
    return this.call<T>(method, `/session/${this.session}${path}`, body)
  }

  async start() {
    const deadline = Date.now() + 15_000
    for (;;) {
      try {
        const status = await this.call<{ ready: boolean }>('GET', '/status', undefined, 1000)
        if (status.ready) break
      } catch (error) {
        if (Date.now() > deadline) throw error
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const created = await this.call<{ sessionId: string }>(
      'POST',
      '/session',
      {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
            pageLoadStrategy: 'normal',
            timeouts: { pageLoad: 20_000, script: 10_000, implicit: 0 },
          },
        },
      },
      30_000,
    )
    this.session = created.sessionId
  }

  async open(url: string, size: { width: number; height: number }) {
    // One window for every journey: on an empty page of the same origin (the
    // last journey's page is gone, with whatever it was still loading), forget
    // the stored theme and the problems seen so far, then load the page.
    await this.command('POST', '/url', { url: new URL(BLANK_PATH, url).href })
    await this.command('POST', '/window/rect', size)
    await this.run(`localStorage.clear(); sessionStorage.clear()`)
    await this.command('POST', '/url', { url })
  }

  run<T>(body: string, ...args: unknown[]) {
    return this.command<T>('POST', '/execute/sync', { script: body, args })
  }

  private async find(selector: string) {
    const found = await this.command<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector,
    })
    return found[ELEMENT]!
  }

  async click(selector: string) {
    await this.command('POST', `/element/${await this.find(selector)}/click`, {})
  }

  async type(selector: string, text: string) {
    await this.command('POST', `/element/${await this.find(selector)}/value`, { text })
  }

  async press(key: keyof typeof KEYS) {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: KEYS[key] },
            { type: 'keyUp', value: KEYS[key] },
          ],
        },
      ],
    })
    await this.command('DELETE', '/actions')
  }

  async reload() {
    await this.command('POST', '/refresh', {})
  }

  /** WebDriver's Back: unlike a script's history.back(), the driver knows a navigation is under way and waits for it. */
  async back() {
    await this.command('POST', '/back', {})
  }

  /**
   * WebKitGTK's tree as a Linux screen reader reads it: AT-SPI on the test's own D-Bus session bus
   * (atspi.py). AT-SPI has no "collapsed": an expandable button that is not expanded is collapsed.
   */
  async expanded(name: string): Promise<TreeState> {
    const { stdout } = await run(PYTHON, [ATSPI, name], {
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: bus },
      timeout: 10_000,
    }).catch((error: Error) => {
      throw new Error(
        `WebKit's accessibility tree (${ATSPI}): ${error.message}. Debian's python3-gi and gir1.2-atspi-2.0 read it (.ci/run installs them)`,
      )
    })
    const states = JSON.parse(stdout) as string[] | null
    if (!states) return 'absent'
    if (!states.includes('expandable')) return 'not expandable'
    return states.includes('expanded') ? 'expanded' : 'collapsed'
  }

  problems() {
    return this.run<string[]>(
      `return JSON.parse(sessionStorage.getItem('__engines_problems') || '[]')`,
    )
  }

  async close() {
    if (!this.session) return
    await this.call('DELETE', `/session/${this.session}`, undefined, 10_000).catch(() => {})
    this.session = ''
  }
}

let xvfb: ChildProcess | undefined
let dbus: ChildProcess | undefined
let driver: WebKitDriver | undefined
/** Stops xvfb-run and the bus, and everything they started (each its own process group). */
const stopDriverProcess = () => {
  for (const child of [xvfb, dbus]) {
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
}
process.on('exit', stopDriverProcess)

/**
 * A D-Bus session bus of the test's own: MiniBrowser finds the accessibility bus through it
 * (at-spi2-core starts it on demand), and atspi.py reads the tree there.
 */
const startBus = () =>
  new Promise<string>((resolve, reject) => {
    dbus = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    dbus.on('error', reject)
    dbus.stdout!.setEncoding('utf8')
    let printed = ''
    dbus.stdout!.on('data', (chunk: string) => {
      printed += chunk
      if (printed.includes('\n')) resolve(printed.trim())
    })
  })

test.beforeAll(async () => {
  const port = await freePort()
  bus = await startBus()
  xvfb = spawn('xvfb-run', ['-a', '-s', '-screen 0 1400x1000x24', DRIVER, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: bus },
  })
  driver = new WebKitDriver(`http://127.0.0.1:${port}`)
  await driver.start()
})

test.afterAll(async () => {
  await driver?.close()
  stopDriverProcess()
})

for (const mode of MODES) {
  test.describe(`WebKit, script files ${mode === 'blocked' ? 'blocked from loading' : 'loaded'}`, () => {
    let site: Site | undefined
    test.beforeAll(async () => {
      site = await startSite(mode, { plainHttpCsp: true })
    })
    test.afterAll(() => site?.close())
    for (const [name, journey] of JOURNEYS) {
      test(name, async () => {
        if (!driver || !site) throw new Error('set-up failed')
        await journey(driver, site)
      })
    }
  })
}
