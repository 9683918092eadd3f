import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { PRELOAD_MARK } from '../../components/MdxContent/preload'
import { readContent } from './content'
import { serveSite } from './harness'

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
    const { htmlOnly, components } = await page.evaluate(
      () =>
        JSON.parse(document.getElementById('vike_pageContext')!.textContent!).data as {
          htmlOnly: string[]
          components: string[]
        },
    )
    // The home page: every component on it is only HTML.
    assert.deepEqual(htmlOnly, components)
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length, PRELOAD_MARK)
    const idle = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]!.startTime,
      PRELOAD_MARK,
    )
    const early = (await scripts(page)).filter((script) => script.start < idle)
    // The entry, the frame and the page's code; no component's own chunk.
    assert.ok(early.length <= 8, `${early.length} scripts before the page was idle`)
    // Then the components' code arrives and React takes over their HTML.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main section')!).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    )
    assert.equal(await hydratedBy(page, 'main section'), true)
    assert.deepEqual(problems, [], 'no hydration mismatch or other error')
  })

  it('with their code never loaded (a data saver), the page stays whole through the menu, light/dark and the chat', async () => {
    const { page, problems } = await site.open('/', {
      viewport: { width: 390, height: 800 },
      saveData: true,
    })
    const before = await mainText(page)
    assert.ok(before.includes('Our Services'), 'the prerendered sections are there')
    // The header hydrated; the page's sections did not (nothing loads for them with a data saver).
    assert.equal(await hydratedBy(page, '#site-header'), true)
    assert.equal(await hydratedBy(page, 'main section'), false)

    const toggle = page.locator('button[aria-controls="site-menu"]')
    await toggle.click()
    await page.locator('#site-menu').waitFor({ state: 'visible' })
    await toggle.click()
    await page.locator('#site-menu').waitFor({ state: 'hidden' })
    const scheme = page.getByRole('button', { name: ui.header.colorScheme })
    await scheme.click()
    await scheme.click()
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
    assert.equal(await hydratedBy(page, 'main section'), false, 'still the prerendered HTML')
    assert.deepEqual(problems, [])
  })

  it('a component that holds one that acts hydrates with the page (the office map in its section)', async () => {
    const { page, problems } = await site.open('/contact', { saveData: true })
    const { htmlOnly } = await page.evaluate(
      () => JSON.parse(document.getElementById('vike_pageContext')!.textContent!).data,
    )
    assert.ok(!htmlOnly.includes('Section'), 'a Section holds the map')
    assert.ok(htmlOnly.includes('FAQ'))
    assert.equal(await hydratedBy(page, '#office'), true, 'the map section hydrated')
    assert.equal(await hydratedBy(page, 'main details'), false, 'the FAQ is its HTML')
    // The native FAQ works all the same.
    await page.locator('main summary').first().click()
    assert.equal(await page.locator('main details[open]').count(), 1)
    assert.deepEqual(problems, [])
  })
})
