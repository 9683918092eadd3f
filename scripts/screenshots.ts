/**
 * `npm run screenshots`: every page of the build at 390 and 1280 px wide, light and dark, as
 * full-page pictures in .screenshots/ (Debian's Chromium, no network: photos show their
 * placeholder), so a reviewer sees the whole site in a minute. Pictures are for people; the
 * tests guard the rules.
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts'
import { builtPages, startServer } from './serve.ts'

const OUT = '.screenshots'
const routes = builtPages('dist/client')
  .map(([route]) => route)
  .filter((route) => route !== '/keystatic')

rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT)
const server = await startServer()
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
for (const width of [390, 1280])
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme })
    // Photos and the map cannot load here: answered at once, so their placeholders show.
    await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: 'load' })
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}-${colorScheme}.png`
      await page.screenshot({ path: path.join(OUT, name), fullPage: true })
    }
    await page.close()
  }
await browser.close()
server.close()
console.log(`${routes.length} pages × 2 widths × light and dark in ${OUT}/`)
