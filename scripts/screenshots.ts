/**
 * `npm run screenshots`: every page of the build at 390 and 1280 px wide, light and dark, as
 * full-page pictures in .screenshots/, so a reviewer sees the whole site in a minute.
 * `-- --routes=/privacy,/ta/privacy` limits them to those pages.
 * `npm run screenshots -- --update` also accepts the reference pictures (scripts/pictures.ts) into
 * tests/visual/, which `npm test` compares every run with: open the changed ones before committing.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  compress,
  ensureDir,
  launchForPictures,
  pictureName,
  pictureTab,
  REFERENCE_DIR,
  REFERENCE_ROUTES,
  SCHEMES,
  shoot,
  WIDTHS,
} from './pictures.ts'
import { builtPages, startServer } from './serve.ts'

const OUT = '.screenshots'
const update = process.argv.includes('--update')
// `--routes=/privacy,/ta/privacy`: only these pages.
const only = process.argv
  .find((arg) => arg.startsWith('--routes='))
  ?.slice(9)
  .split(',')
// The 404 page as a visitor meets it: at an address that is no page.
const routes = builtPages('dist/client')
  .map(([route]) => (route === '/404' ? '/no-such-page' : route))
  .filter((route) => route !== '/keystatic' && (!only || only.includes(route)))

rmSync(OUT, { recursive: true, force: true })
ensureDir(OUT)
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
      writeFileSync(path.join(OUT, `${name}.png`), png)
      if (update && (REFERENCE_ROUTES as readonly string[]).includes(route)) {
        writeFileSync(path.join(REFERENCE_DIR, `${name}.webp`), await compress(png))
        accepted++
      }
    }
    await page.close()
  }
await browser.close()
server.close()
console.log(`${routes.length} pages × 2 widths × light and dark in ${OUT}/`)
// Every page's share card (tooling/cards.ts) as built; the home page's, English and Tamil, are
// reference pictures (tests/e2e/cards.test.ts).
cpSync('dist/client/cards', path.join(OUT, 'cards'), { recursive: true })
console.log(`${readdirSync(path.join(OUT, 'cards')).length} share cards in ${OUT}/cards/`)
if (update)
  for (const card of readdirSync('dist/client/cards').filter((name) => /^home-\w+\./.test(name)))
    writeFileSync(
      path.join(REFERENCE_DIR, `card-${card.split('.')[0]}.webp`),
      await compress(readFileSync(path.join('dist/client/cards', card))),
    )
if (update)
  console.log(
    `${accepted} reference pictures written to tests/visual/: open the changed ones (git status).`,
  )
