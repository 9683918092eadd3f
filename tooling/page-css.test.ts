// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageCss, relaxed, RUNTIME_ATTRIBUTES } from './page-css'

const runtime = (attribute: string) => RUNTIME_ATTRIBUTES.has(attribute)

describe('relaxed selectors', () => {
  it('drop states and keep what the build can see', () => {
    expect(relaxed('.a:hover > .b::before', runtime)).toBe('.a > .b')
    expect(relaxed("[data-mantine-color-scheme='dark'] .card", runtime)).toBe('* .card')
    expect(relaxed('.button[data-variant=filled]', runtime)).toBe('.button[data-variant="filled"]')
    expect(relaxed('.button[data-variant=filled]', () => true)).toBe('.button')
    expect(relaxed(':where(.x:focus-visible)', runtime)).toBe(':where(.x)')
    expect(relaxed(':root', runtime)).toBeUndefined()
  })
})

const sheet = `@layer mantine;@layer mantine{:root{--unread:red;--text:#111;--indirect:var(--text)}.m_btn{color:var(--indirect)}.m_btn[data-loading]{opacity:.5}.m_unused{color:blue}}
@font-face{font-family:Fallback;src:local(Arial)}@font-face{font-family:Tamil;src:local(Lohit)}:root:lang(ta){font-family:Tamil}
.hero{animation:fade 1s;font-family:Fallback}.hero:hover{color:red}[data-mantine-color-scheme=dark] .hero{color:white}
.foot{color:grey}.island-only{color:green}
@media (min-width:48em){.foot{padding:1rem}.hero{padding:2rem}}@media print{.foot{color:black}}
@keyframes fade{from{opacity:0}}@keyframes unused{from{opacity:0}}`

/** A built page with the stylesheet linked first in its head, as Vike links it. */
const page = (main: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" type="text/css" href="/assets/static/styles.css"><meta charSet="utf-8"/><style data-mantine-styles="true">:root{--mantine-x:1px;--mantine-unread:2px}</style><title>T</title></head><body><header><button class="m_btn" style="margin:var(--mantine-x)">Menu</button></header><main><h1 class="hero">Hi</h1><p>First.</p>${main}</main><footer class="foot">Footer</footer></body></html>`

function build(html: string) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'page-css-'))
  mkdirSync(path.join(outDir, 'assets/static'), { recursive: true })
  writeFileSync(path.join(outDir, 'assets/static/styles.css'), sheet)
  const out = pageCss(html, outDir, new Map())
  const head = /<head>(.*)<\/head>/s.exec(out)![1]!
  const first = /<style>(.*?)<\/style>/s.exec(head)![1]!
  const link = /<link rel="stylesheet" href="\/(assets\/static\/page\.[\w-]+\.css)">/.exec(out)
  const rest = link ? readFileSync(path.join(outDir, link[1]!), 'utf8') : ''
  return { out, head, first, rest, link, files: readdirSync(path.join(outDir, 'assets/static')) }
}

describe("a page's CSS", () => {
  it("puts the first screen's rules where the stylesheet was linked, with their states", () => {
    const { head, first } = build(page(''))
    // After the charset, which must come within the first 1,024 bytes.
    expect(head).toMatch(/^<meta charSet="utf-8"\/><style>@layer mantine;/)
    expect(first).toContain('.hero:hover{color:red}')
    expect(first).toContain('[data-mantine-color-scheme=dark] .hero{color:white}')
    expect(first).toContain('.hero{padding:2rem}}')
    expect(first).toContain('@font-face{font-family:Fallback')
    expect(first).toContain('@keyframes fade')
  })

  it('links the rest at the end of <body>, and leaves out what nothing on the page uses', () => {
    const { out, first, rest } = build(page(''))
    expect(out).toMatch(
      /<\/footer><link rel="stylesheet" href="\/assets\/static\/page\.[\w-]+\.css"><\/body>/,
    )
    expect(out).not.toContain('styles.css')
    // The whole page is its first screen (a short page shows its footer)...
    expect(first).toContain('.foot{color:grey}')
    expect(first).toContain('@media (min-width:48em){.foot{padding:1rem}')
    // ...but a state only an island's code gives (Mantine's data-loading) and print may wait.
    expect(rest).toContain('.m_btn[data-loading]{opacity:.5}')
    expect(rest).toContain('@media print{.foot{color:black}}')
    expect(first).not.toContain('print')
    for (const css of [first, rest]) {
      expect(css).not.toContain('m_unused')
      expect(css).not.toContain('island-only')
      expect(css).not.toContain('@keyframes unused')
      // An English page: no Tamil rules, so no Tamil face.
      expect(css).not.toContain('lang(ta)')
      expect(css).not.toContain('font-family:Tamil')
    }
  })

  it('keeps Tamil rules and faces on a Tamil page', () => {
    const { first } = build(page('').replace('lang="en"', 'lang="ta-IN"'))
    expect(first).toContain(':root:lang(ta){font-family:Tamil}')
    expect(first).toContain('@font-face{font-family:Tamil')
  })

  it("keeps the custom properties that something reads, Mantine's <style> among them", () => {
    const { head, first } = build(page(''))
    expect(first).toContain('--indirect:var(--text)')
    expect(first).toContain('--text:#111')
    expect(first).toContain('--mantine-x:1px')
    expect(first).not.toContain('--unread')
    expect(first).not.toContain('--mantine-unread')
    expect(head).not.toContain('data-mantine-styles')
  })

  it('gives a page with an island every rule, the unused ones after its first screen', () => {
    const { first, rest } = build(page('<div data-island="Form"><form></form></div>'))
    expect(first).not.toContain('island-only')
    expect(rest).toContain('.island-only{color:green}')
    expect(rest).toContain('--unread:red')
    expect(rest).toContain('@keyframes unused')
  })

  it('names the rest by its content, so pages with the same rules share one file', () => {
    const a = build(page('<p>One</p>'))
    const b = build(page('<p>Two</p>'))
    expect(a.link![1]).toBe(b.link![1])
  })
})
