import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { PRELOAD_MARK } from '../../components/MdxContent/preload'
import { readContent } from './content'
import { headingOf, serveSite, showing } from './harness'

const site = serveSite()
const ui = readContent('ui.yaml')

/**
 * Whether React has taken over the element (hydrated it): React keeps its
 * record of an element on a `__reactFiber$…` property; the prerendered HTML
 * of a part that has not hydrated has none. Read here only because a
 * component that is only HTML looks and acts the same either way.
 */
const hydratedBy = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))

/**
 * Tags the page's prerendered sections, to tell later whether React took
 * these very elements over (hydration) or replaced them (which it does,
 * silently, when a part that waits gets an update it cannot hydrate).
 */
const tagSections = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll('main section').forEach((section) => {
      ;(section as unknown as { prerendered: boolean }).prerendered = true
    }),
  )
const sectionsKept = (page: Page) =>
  page.evaluate(() => {
    const sections = [...document.querySelectorAll('main section')]
    return (
      sections.length > 0 &&
      sections.every((section) => (section as unknown as { prerendered?: boolean }).prerendered)
    )
  })

/** The page's data as it travels in its HTML (+data.ts): its components, and which are only HTML. */
const pageData = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(document.getElementById('vike_pageContext')!.textContent!).data as {
        htmlOnly: string[]
        components: string[]
      },
  )

/** The scheme shown. */
const scheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))

/** The page's visible text, to compare before and after. */
const mainText = (page: Page) => page.locator('main').innerText()

/** Every script the page asked for, with when it asked (ms). */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  )

describe('components that are only HTML (components/mdx: htmlOnly)', () => {
  it('a first visit loads only the code of the components that act; the others hydrate once the page is idle', async () => {
    const { page, problems } = await site.open('/', { viewport: { width: 390, height: 800 } })
    const { htmlOnly, components } = await pageData(page)
    // The home page: every component on it is only HTML.
    assert.deepEqual(htmlOnly, components)
    await tagSections(page)
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length, PRELOAD_MARK)
    const idle = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]!.startTime,
      PRELOAD_MARK,
    )
    // Before the page was idle: the scripts its HTML names (entry, frame, page
    // code) and the small chunk that loads ahead; no component's own chunk.
    const named = await page.evaluate(() =>
      [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
        (element) => (element as HTMLScriptElement).src || (element as HTMLLinkElement).href,
      ),
    )
    const early = (await scripts(page)).filter((script) => script.start < idle)
    const others = early.filter((script) => !named.includes(script.name))
    assert.ok(
      others.length <= 1,
      `asked for before the page was idle: ${others.map((o) => o.name)}`,
    )
    for (const other of others) {
      const code = await page.evaluate((url) => fetch(url).then((r) => r.text()), other.name)
      assert.ok(code.includes(PRELOAD_MARK), `${other.name} is the chunk that loads ahead`)
    }
    // Then the components' code arrives and React takes over their HTML.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main section')!).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    )
    assert.equal(await hydratedBy(page, 'main section'), true)
    assert.equal(await sectionsKept(page), true, 'hydrated in place, not drawn anew')
    assert.deepEqual(problems, [], 'no hydration mismatch or other error')
  })

  it('with their code never loaded (a data saver), the page stays whole through the menu, light/dark and the chat', async () => {
    const { page, problems } = await site.open('/', {
      viewport: { width: 390, height: 800 },
      saveData: true,
    })
    const before = await mainText(page)
    assert.ok(before.includes('Our Services'), 'the prerendered sections are there')
    await tagSections(page)
    // The header hydrated; the page's sections did not (nothing loads for them with a data saver).
    assert.equal(await hydratedBy(page, '#site-header'), true)
    assert.equal(await hydratedBy(page, 'main section'), false)

    const toggle = page.locator('button[aria-controls="site-menu"]')
    await toggle.click()
    await page.locator('#site-menu').waitFor({ state: 'visible' })
    await toggle.click()
    await page.locator('#site-menu').waitFor({ state: 'hidden' })
    // Light/dark answers every tap, though React holds the change (a
    // transition) until the page's parts have their code.
    const toggle2 = page.getByRole('button', { name: ui.header.colorScheme })
    const first = await scheme(page)
    await toggle2.click()
    assert.notEqual(await scheme(page), first)
    await toggle2.click()
    assert.equal(await scheme(page), first)
    await toggle2.click()
    assert.notEqual(await scheme(page), first)
    // A scheme chosen in another tab (Mantine's storage event).
    await page.evaluate((next) => {
      localStorage.setItem('mantine-color-scheme-value', next)
      dispatchEvent(
        new StorageEvent('storage', {
          key: 'mantine-color-scheme-value',
          newValue: next,
          storageArea: localStorage,
        }),
      )
    }, first!)
    await page.waitForFunction(
      (next) => document.documentElement.getAttribute('data-mantine-color-scheme') === next,
      first,
    )
    await page.evaluate(() => window.scrollTo(0, 400))
    const chat = page.getByRole('button', { name: ui.chat.buttonLabel })
    await chat.click()
    const panel = page.getByRole('dialog', { name: ui.chat.title })
    await panel.waitFor({ state: 'visible' })
    await panel.getByRole('button', { name: ui.chat.close }).click()
    await panel.waitFor({ state: 'detached' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.waitForTimeout(500)

    assert.equal(await mainText(page), before, 'every section still shown, as it was')
    assert.equal(await sectionsKept(page), true, 'the same elements')
    assert.equal(await hydratedBy(page, 'main section'), false, 'still the prerendered HTML')
    assert.deepEqual(problems, [])
  })

  it('a component that holds one that acts hydrates with the page (the office map in its section)', async () => {
    const { page, problems } = await site.open('/contact', { saveData: true })
    const { htmlOnly } = await pageData(page)
    assert.ok(!htmlOnly.includes('Section'), 'a Section holds the map')
    assert.ok(htmlOnly.includes('FAQ'))
    assert.equal(await hydratedBy(page, '#office'), true, 'the map section hydrated')
    assert.equal(await hydratedBy(page, 'main details'), false, 'the FAQ is its HTML')
    // The native FAQ works all the same.
    await page.locator('main summary').first().click()
    assert.equal(await page.locator('main details[open]').count(), 1)
    assert.deepEqual(problems, [])
  })

  it('a link from a page whose sections are still their HTML shows the next page whole, and Back the first', async () => {
    const { page, problems } = await site.open('/about', { saveData: true })
    const about = await mainText(page)
    assert.equal(await hydratedBy(page, 'main section'), false)
    await page.locator('footer a[href="/services"]').first().click()
    await showing(page, '/services')
    // Every section of the next page, drawn by React in place of the first page's HTML.
    const services = await mainText(page)
    assert.ok(services.includes('Our Approach') && services.includes('Industries We Serve'))
    assert.ok(!services.includes(headingOf('/about')))
    assert.equal(await hydratedBy(page, 'main section'), true)
    await page.goBack()
    await showing(page, '/about')
    assert.equal(await mainText(page), about)
    assert.deepEqual(problems, [])
  })
})
