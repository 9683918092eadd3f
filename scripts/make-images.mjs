// Renders the share image (public/og-image.jpg) and the app icons from HTML with the system
// Chromium. Run `node --import tsx scripts/make-images.mjs` again after changing the brand.
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { parse } from 'yaml'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts'

const site = parse(readFileSync('content/site.yaml', 'utf8'))
const mark = `<svg viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg"><rect width="64" height="64" rx="14" fill="#1f4fc4"/><path d="M18 40V24h10a8 8 0 0 1 0 16h-4m12 0h10" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`
const font = readFileSync('public/fonts/manrope-latin-wght-v5.woff2').toString('base64')
const base = `<style>@font-face{font-family:M;src:url(data:font/woff2;base64,${font})}*{margin:0}body{font-family:M,sans-serif}</style>`

const og = `${base}<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;color:#fff;background:radial-gradient(700px 400px at 100% 0%,rgba(255,147,24,.25),transparent 60%),linear-gradient(135deg,#1a43a6,#133480)">
  <div style="display:flex;align-items:center;gap:24px;font-size:40px;font-weight:800"><div style="width:88px;height:88px">${mark}</div>${site.shortName}</div>
  <div style="font-size:68px;font-weight:800;line-height:1.1;letter-spacing:-0.02em;max-width:960px">Technology and teams that keep your business moving</div>
  <div style="font-size:30px;font-weight:600;opacity:.9">${site.tagline}</div></div>`
const icon = (size, padding) =>
  `${base}<div style="width:${size}px;height:${size}px;background:#1f4fc4;display:grid;place-items:center"><div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${mark.replace('fill="#1f4fc4"', 'fill="none"')}</div></div>`

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const shots = [
  ['public/og-image.jpg', og, 1200, 630],
  ['public/apple-touch-icon.png', icon(180, 20), 180, 180],
  ['public/icon-192.png', icon(192, 22), 192, 192],
  ['public/icon-512.png', icon(512, 60), 512, 512],
]
for (const [file, html, width, height] of shots) {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  const jpeg = file.endsWith('.jpg')
  await page.screenshot({ path: file, type: jpeg ? 'jpeg' : 'png', quality: jpeg ? 85 : undefined })
  await page.close()
  console.log(`wrote ${file}`)
}
await browser.close()
