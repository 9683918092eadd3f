/**
 * Share cards (lib/card.ts, tooling/cards.ts): every page of the sitemap names its own card on the
 * site's origin with the tags a chat app reads, each a 1200×630 JPEG ≤ 300 kB; and the card's
 * Tamil is shaped as Chromium shapes it (same words, same font file, ink compared).
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { CARD_FONTS, textImage } from '../../tooling/cards'
import { difference, REFERENCE_DIR } from '../../scripts/pictures'
import { serveSite, test } from './harness'

const site = serveSite()
const siteUrl = /<loc>(https?:\/\/[^/<]+)/.exec(
  readFileSync('dist/client/sitemap.xml', 'utf8'),
)![1]!

const tag = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]

test.describe('share cards', () => {
  test('every sitemap page has its own card, 1200×630 JPEG ≤ 300 kB, with its tags', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const routes = Array.from(
      sitemap.matchAll(/<loc>([^<]+)<\/loc>/g),
      ([, loc]) => new URL(loc!).pathname.replace(/\/$/, '') || '/',
    )
    assert.ok(routes.length > 10, 'the sitemap lists the pages')
    const cards = new Map<string, string>()
    for (const route of routes) {
      const html = await (await fetch(site.url + route)).text()
      const image = tag(html, 'og:image') ?? ''
      assert.ok(image.startsWith(`${siteUrl}/cards/`), `${route}: og:image on our origin: ${image}`)
      assert.equal(tag(html, 'og:image:width'), '1200', route)
      assert.equal(tag(html, 'og:image:height'), '630', route)
      assert.equal(tag(html, 'og:image:type'), 'image/jpeg', route)
      assert.equal(tag(html, 'twitter:card'), 'summary_large_image', route)
      const alt = tag(html, 'og:image:alt') ?? ''
      if (/^\/ta(\/|$)/.test(route)) assert.match(alt, /[\u0B80-\u0BFF]/, `${route}: alt in Tamil`)
      assert.ok(!cards.has(image), `${route} shares its card with ${cards.get(image)}`)
      cards.set(image, route)
      const response = await fetch(site.url + new URL(image).pathname)
      assert.equal(response.status, 200, `${route}: ${image} is served`)
      const body = Buffer.from(await response.arrayBuffer())
      assert.ok(body.length <= 300_000, `${route}: card ${body.length} B`)
      const { format, width, height } = await sharp(body).metadata()
      assert.deepEqual(
        { format, width, height },
        { format: 'jpeg', width: 1200, height: 630 },
        route,
      )
    }
  })

  test("a post's card says its date and an opening's its place", async () => {
    for (const [entry, label] of [
      ['/blog/what-a-virtual-receptionist-does', 'Blog post · 10 November 2026'],
      ['/careers/customer-support-executive', 'Job opening · Coimbatore'],
    ] as const) {
      const html = await (await fetch(site.url + entry)).text()
      assert.match(tag(html, 'og:image:alt') ?? '', new RegExp(`^${label}: `), entry)
    }
  })

  test("posts' and openings' structured data point at their cards", async () => {
    for (const [list, type] of [
      ['/blog', 'BlogPosting'],
      ['/careers', 'JobPosting'],
    ] as const) {
      const listHtml = await (await fetch(site.url + list)).text()
      const entry = new RegExp(`href="(${list}/[a-z0-9-]+)"`).exec(listHtml)?.[1]
      assert.ok(entry, `${list} links to an entry`)
      const html = await (await fetch(site.url + entry)).text()
      const jsonLd = /"@type":"([A-Za-z]+)"[^<]*?"image":"([^"]+)"/.exec(html)
      assert.equal(jsonLd?.[1], type, entry)
      assert.equal(jsonLd?.[2], tag(html, 'og:image'), `${entry}: JSON-LD image is the card`)
    }
  })
})

// Tamil shaping: conjuncts, vowel signs and ligatures. Each word drawn large by the card's renderer
// and by Chromium in the same font file, reduced to black and white, cropped to its ink and
// scaled to one size: the share of ink they have in common (intersection over union).
const WORDS = ['க்ஷ', 'ஸ்ரீ', 'கொ', 'டு', 'தமிழ்', 'க்ஷேத்திரம்']
const THRESHOLD = 0.8
/** Shaping broken: a zero-width non-joiner inside each conjunct (க்ஷ, ஸ்ரீ: after the pulli). */
const broken = (word: string) => word.replace(/(?<=[கஸ]்)(?=[ஷர])/g, '\u200C')

const SIZE = { width: 160, height: 160 }
async function ink(png: Buffer) {
  const trimmed = await sharp(png)
    .flatten({ background: '#fff' })
    .greyscale()
    .threshold(128)
    .trim({ background: '#fff' })
    .toBuffer()
  const { data } = await sharp(trimmed)
    .resize({ ...SIZE, fit: 'fill' })
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true })
  return data
}
const overlap = (a: Buffer, b: Buffer) => {
  let both = 0
  let either = 0
  for (let i = 0; i < a.length; i++) {
    const inkA = a[i]! < 128
    const inkB = b[i]! < 128
    if (inkA && inkB) both++
    if (inkA || inkB) either++
  }
  return both / either
}

test.describe('Tamil on the cards is shaped as Chromium shapes it', () => {
  test(`each word's ink overlaps Chromium's above ${THRESHOLD}; with shaping broken it does not`, async () => {
    const page = await site.browser.newPage()
    const font = readFileSync(CARD_FONTS.tamil).toString('base64')
    await page.setContent(`<style>@font-face{font-family:T;src:url(data:font/woff;base64,${font})}
      body{margin:0;background:#fff}span{display:inline-block;padding:20px;font:120px T;color:#000}</style>
      ${WORDS.map((word) => `<span>${word}</span>`).join('')}`)
    await page.evaluate(() => document.fonts.ready)
    const results: string[] = []
    for (const [i, word] of WORDS.entries()) {
      const chromium = await ink(await page.locator('span').nth(i).screenshot())
      const good = overlap(chromium, await ink(await textImage(word, 'tamil', 120, '#000')))
      results.push(`${word}: ${good.toFixed(3)}`)
      assert.ok(good > THRESHOLD, `${word}: ${good.toFixed(3)} ≤ ${THRESHOLD}`)
      if (broken(word) === word) continue // no conjunct to break
      const bad = overlap(chromium, await ink(await textImage(broken(word), 'tamil', 120, '#000')))
      results.push(`  broken: ${bad.toFixed(3)}`)
      assert.ok(bad <= THRESHOLD, `${word} with shaping broken still overlaps ${bad.toFixed(3)}`)
    }
    console.log(results.join('\n'))
    await page.close()
  })
})

test.describe('the share cards look as accepted', () => {
  test('the English and Tamil home cards match their reference pictures', async () => {
    for (const code of ['en', 'ta']) {
      const built = readdirSync('dist/client/cards').find((name) =>
        name.startsWith(`home-${code}.`),
      )
      assert.ok(built, `the ${code} home card is built`)
      const png = await sharp(readFileSync(`dist/client/cards/${built}`))
        .png()
        .toBuffer()
      const reference = readFileSync(path.join(REFERENCE_DIR, `card-home-${code}.webp`))
      const { pixels } = await difference(reference, png, 0.2)
      assert.ok(
        pixels <= 200,
        `card-home-${code}: ${pixels} pixels differ (npm run screenshots -- --update)`,
      )
    }
  })
})
