/**
 * Every run of text on a page, against what is behind it on screen (look.ts measures every
 * page, light and dark, at 1280 px):
 * at least 7:1 under 24 px (18.66 px bold), 4.5:1 above (WCAG 2.2 AAA, 1.4.6). What is behind
 * the text is read from the rendered pixels, not from declared colours: the page is shown with
 * all text made transparent, photographed, and each line of text is measured against every pixel
 * of its box, so text on a gradient or a photo is held to the same rule.
 */
import { writeFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import sharp from 'sharp'

type Rgba = [number, number, number, number]
interface Run {
  text: string
  color: Rgba
  large: boolean
  boxes: { x: number; y: number; width: number; height: number }[]
}

const luminance = ([r, g, b]: number[]) => {
  const [R, G, B] = [r!, g!, b!].map((v) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
}
const contrast = (a: number[], b: number[]) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p)
  return (x! + 0.05) / (y! + 0.05)
}
/** The text's colour over `under`, with its alpha (and its element's opacity). */
const over = ([r, g, b, a]: Rgba, under: number[]) =>
  [r, g, b].map((c, i) => c * a + under[i]! * (1 - a))

/** Every visible run of text on the page, with its colour, whether it is large, its line boxes. */
const readRuns = () => {
  const runs: Run[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const parse = (color: string) =>
    (color.match(/[\d.]+/g) ?? []).map(Number).concat(1).slice(0, 4) as Rgba
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!.trim()
    const element = node.parentElement
    // A field only bots fill (inert, off screen) is not text a person meets.
    if (!text || !element || element.closest('script, style, noscript, [inert]')) continue
    const style = getComputedStyle(element)
    if (style.visibility !== 'visible') continue
    // Text for screen readers only (1 px, clipped) is not seen.
    const own = element.getBoundingClientRect()
    if (own.width < 2 || own.height < 2) continue
    let opacity = 1
    for (let e: Element | null = element; e; e = e.parentElement)
      opacity *= Number(getComputedStyle(e).opacity)
    if (opacity < 0.05) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const boxes = [...range.getClientRects()]
      .filter((r) => r.width >= 4 && r.height >= 4)
      .map((r) => ({ x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height }))
    if (!boxes.length) continue
    const size = parseFloat(style.fontSize)
    const color = parse(style.color)
    color[3] *= opacity
    runs.push({
      text: text.slice(0, 60),
      color,
      large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
      boxes,
    })
  }
  return runs
}

/**
 * The runs of text on the page shown in `page` that fall short, each with its ratio and what is
 * behind it. The page's text is left transparent: measure last.
 */
export async function contrastFailures(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  const runs = await page.evaluate(readRuns)
  if (runs.length <= 10) return [`only ${runs.length} runs of text: is the page shown?`]
  await page.addStyleTag({
    content:
      '*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; caret-color: transparent !important }',
  })
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled' })
  if (process.env.CONTRAST_SHOTS)
    writeFileSync(`/tmp/contrast${new URL(page.url()).pathname.replaceAll('/', '_')}.png`, shot)
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => {
    const i =
      (Math.min(info.height - 1, y) * info.width + Math.min(info.width - 1, x)) * info.channels
    return [data[i]!, data[i + 1]!, data[i + 2]!]
  }
  const failures: string[] = []
  for (const run of runs) {
    const needed = run.large ? 4.5 : 7
    let worst = Infinity
    let behind: number[] = []
    for (const box of run.boxes)
      for (let y = Math.ceil(box.y); y < box.y + box.height; y += 2)
        for (let x = Math.ceil(box.x); x < box.x + box.width; x += 2) {
          const under = pixel(x, y)
          const ratio = contrast(over(run.color, under), under)
          if (ratio < worst) [worst, behind] = [ratio, under]
        }
    if (worst < needed)
      failures.push(
        `"${run.text}" ${worst.toFixed(2)}:1 < ${needed}:1 (text rgba(${run.color.join(', ')}) on rgb(${behind.join(', ')}))${process.env.CONTRAST_SHOTS ? JSON.stringify(run.boxes[0]) : ''}`,
      )
  }
  return failures
}
