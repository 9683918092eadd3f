/**
 * The page fade (a cross-document view transition): the next page's main area fades in over 0.3 s,
 * never on a first visit nor under prefers-reduced-motion. Chromium skips a transition whose page
 * is slow to be ready, which a busy machine makes it: this file runs alone (playwright.config.ts).
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { serveSite, showing, test } from './harness'

const site = serveSite()
/**
 * The site as a slow connection brings /services: its HTML up to <main> at once, the rest 0.6 s
 * later, as a phone gets a page longer than the first round trip's bytes (docs/performance.md).
 * Chromium draws a page's first frame, where the transition starts, as soon as it can.
 */
const slow = serveSite({
  handle: (req, res) => {
    if (req.url !== '/services') return false
    const html = readFileSync('dist/client/services.html', 'utf8')
    const at = html.indexOf('<main')
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.write(html.slice(0, at))
    setTimeout(() => res.end(html.slice(at)), 600)
    return true
  },
})
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/**
 * Records, in each new document, whether it was revealed with a view
 * transition, how long the fade of its <main> runs, and why not when the
 * browser skipped the transition (its `ready` promise says so).
 */
interface Reveal {
  transition: boolean
  durations: number[]
  /** The document's path, and whether it has been revealed (pagereveal). */
  path?: string
  revealed?: boolean
  /** Whether its <main> had been parsed when it was revealed (its first frame). */
  main?: boolean
  skipped?: string
}
const recordReveal = (page: Page) =>
  page.addInitScript(() => {
    const record: Reveal = { transition: false, durations: [] }
    ;(window as { __reveal?: Reveal }).__reveal = record
    // A busy page may miss one sign of the fade (the animations read when the transition is
    // ready, its animationstart or animationend events): any of them counts; none is a skip.
    const fadeOfMain = () => {
      for (const animation of document.getAnimations()) {
        const effect = animation.effect as KeyframeEffect | null
        if (effect?.pseudoElement?.includes('(main)'))
          record.durations.push(Number(effect.getTiming().duration))
      }
    }
    addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition?: ViewTransition }).viewTransition
      Object.assign(record, {
        path: location.pathname,
        revealed: true,
        main: !!document.getElementById('main'),
      })
      if (!transition) return
      record.transition = true
      void transition.ready.then(fadeOfMain, (error: Error) => (record.skipped = error.name))
      void transition.finished.then(
        () => void (record.durations.length || (record.skipped ??= 'ran before it could be seen')),
        () => {},
      )
    })
    addEventListener(
      'animationstart',
      (event) => event.pseudoElement.includes('(main)') && fadeOfMain(),
    )
    addEventListener('animationend', (event) => {
      if (event.pseudoElement.includes('(main)'))
        record.durations.push(Math.round(event.elapsedTime * 1000))
    })
  })
const reveal = (page: Page) =>
  page.evaluate(() => {
    const { transition, durations, skipped } = (window as { __reveal?: Reveal }).__reveal ?? {}
    return { transition, durations, ...(skipped && { skipped }) } as Reveal
  })

test.describe('moving between pages', () => {
  test("fades the next page's main area in over 0.3 s (a view transition), never a first visit", async () => {
    const { page } = await site.open('/')
    await recordReveal(page)
    await page.reload()
    assert.deepEqual(await reveal(page), { transition: false, durations: [] }, 'not on a reload')
    // A busy machine may make Chromium skip the transition (the next page was slow to be
    // ready), or not offer one: then the navigation is tried again, three times at most.
    let shown: Reveal | undefined
    for (let attempt = 1; ; attempt++) {
      await mainNav(page).getByRole('link', { name: 'Services' }).click()
      await showing(page, '/services')
      await page.waitForFunction(() => {
        const r = (window as { __reveal?: Reveal }).__reveal
        if (r?.path !== '/services') return false
        return r.durations.length || r.skipped || (r.revealed && !r.transition)
      })
      shown = await reveal(page)
      if (shown.durations.length) break
      const why = shown.skipped ?? 'no transition'
      console.log(`the browser skipped the transition (${why})`)
      assert.ok(attempt < 3, `the view transition was skipped ${attempt} times (${why})`)
      await page.goto(site.url + '/')
    }
    const { transition, durations } = shown!
    assert.equal(transition, true)
    assert.deepEqual([...new Set(durations)], [300], 'the new <main> fades in over 0.3 s')
    assert.equal(
      await page.locator('main').evaluate((main) => getComputedStyle(main).opacity),
      '1',
      'and ends opaque',
    )
  })

  test("on a slow connection, the next page's first frame waits for its main area, which fades in", async () => {
    const { page } = await slow.open('/')
    await recordReveal(page)
    await mainNav(page).getByRole('link', { name: 'Services' }).click()
    await showing(page, '/services')
    await page.waitForFunction(() => {
      const r = (window as { __reveal?: Reveal }).__reveal
      return r?.path === '/services' && (r.durations.length || r.skipped)
    })
    const { main, durations, skipped } = await page.evaluate(
      () => (window as { __reveal?: Reveal }).__reveal!,
    )
    assert.equal(main, true, 'the first frame of the next page has its <main>')
    assert.equal(skipped, undefined)
    assert.deepEqual([...new Set(durations)], [300])
  })

  test('does not fade under prefers-reduced-motion', async () => {
    const { page } = await site.open('/', { reducedMotion: 'reduce' })
    await recordReveal(page)
    await mainNav(page).getByRole('link', { name: 'Services' }).click()
    await showing(page, '/services')
    assert.deepEqual(await reveal(page), { transition: false, durations: [] })
  })
})
