import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { ROUTES, serveSite, test } from './harness'
import { readContent } from './content'

const site = serveSite()
const navigation = readContent('navigation.yaml')
const ui = readContent('ui.yaml')
const siteSettings = readContent('site.yaml')

test.describe('header', () => {
  test('links Home, About, Services, Contact and marks the current route on each page', async () => {
    const { page, problems } = await site.open('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    assert.deepEqual(await nav.locator('li a').allTextContents(), [
      'Home',
      'About',
      'Services',
      'Contact',
    ])
    for (const route of ROUTES) {
      const label = navigation.header.find((l: { href: string }) => l.href === route).label
      await nav.getByRole('link', { name: label, exact: true }).click()
      await page.waitForURL(site.url + route)
      assert.equal(
        await nav.locator('[aria-current="page"]').count(),
        1,
        `one current link on ${route}`,
      )
      assert.equal(await nav.locator('[aria-current="page"]').textContent(), label)
      assert.equal(await nav.locator('[aria-current="page"]').getAttribute('href'), route)
    }
    assert.deepEqual(problems, [])
  })

  test('has a Get Started button to /contact', async () => {
    const { page } = await site.open('/about')
    const button = page.locator('header').getByRole('link', { name: 'Get Started' }).last()
    assert.equal(await button.getAttribute('href'), '/contact')
    await button.click()
    await page.waitForURL(site.url + '/contact')
  })

  test('turns translucent past 20 px of scrolling, not at 20 px', async () => {
    const { page } = await site.open('/')
    const header = page.locator('header').first()
    // What shows through the header: its own background and any layer drawn
    // under its content (::before, ::after), each as opaque as its colour and
    // its opacity make it.
    const state = () =>
      header.evaluate((el) => {
        const layers = [null, '::before', '::after'].map((pseudo) => getComputedStyle(el, pseudo))
        // rgb(r g b) or rgba(r, g, b, a); 'transparent' has no channels.
        const alpha = (style: CSSStyleDeclaration) => {
          const channels = style.backgroundColor.match(/[\d.]+/g)
          return channels ? Number(channels[3] ?? 1) : 0
        }
        const shown = layers.filter((style) => Number(style.opacity) > 0)
        const clear = shown.reduce(
          (left, style) => left * (1 - Number(style.opacity) * alpha(style)),
          1,
        )
        return {
          flag: el.hasAttribute('data-scrolled'),
          translucent: clear > 0.1,
          blur: shown.some((style) => style.backdropFilter.includes('blur')),
        }
      })
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.waitForFunction((top) => Math.round(window.scrollY) === top, y)
      await page.waitForTimeout(600) // the header cross-fades its look over 400 ms
    }
    assert.deepEqual(await state(), { flag: false, translucent: false, blur: false })
    await scrollTo(20)
    assert.deepEqual(await state(), { flag: false, translucent: false, blur: false }, 'at 20 px')
    await scrollTo(21)
    assert.deepEqual(await state(), { flag: true, translucent: true, blur: true }, 'at 21 px')
    await scrollTo(0)
    assert.deepEqual(
      await state(),
      { flag: false, translucent: false, blur: false },
      'back at the top',
    )
  })
})

/**
 * The menu toggle's expanded state in Chromium's accessibility tree: the browser's own, from the
 * state of the popover it targets (the button has no aria-expanded: docs/popovers.md).
 */
const expandedInTree = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'button[aria-controls="site-menu"]',
    })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })
    return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value
  } finally {
    await cdp.detach()
  }
}

/**
 * Waits until the menu is open or closed and its toggle says so: named for what it does next (the
 * inline script renames it in the popover's toggle event, a task after the click) and expanded or
 * not in the accessibility tree.
 */
const menuState = async (page: Page, open: boolean) => {
  await page.waitForFunction(
    ({ open, label }) =>
      document.querySelector('#site-menu')?.matches(':popover-open') === open &&
      document.querySelector('button[aria-controls="site-menu"]')?.getAttribute('aria-label') ===
        label,
    { open, label: open ? ui.header.closeMenu : ui.header.openMenu },
    { timeout: 5000 },
  )
  assert.equal(await expandedInTree(page), open, `the toggle is ${open ? '' : 'not '}expanded`)
}

test.describe('mobile menu at 375 px', () => {
  test('opens and closes with one toggle button and closes on every route change, back and forward included', async () => {
    const { page, problems } = await site.open('/', { viewport: { width: 375, height: 740 } })
    const homeHeading = await page.locator('main h1').textContent()
    const toggle = page.locator('button[aria-controls="site-menu"]')
    const menu = page.locator('#site-menu')
    assert.equal(await toggle.getAttribute('aria-label'), ui.header.openMenu)
    assert.equal(await toggle.getAttribute('aria-controls'), 'site-menu')
    assert.equal(await toggle.getAttribute('popovertarget'), 'site-menu')
    await menuState(page, false)
    assert.equal(await menu.isVisible(), false)

    await toggle.click()
    await menuState(page, true)
    assert.equal(await menu.isVisible(), true)
    assert.deepEqual(await menu.getByRole('link').allTextContents(), [
      'Home',
      'About',
      'Services',
      'Contact',
      'Get Started',
      'தமிழ்', // the language switch: this page in Tamil
    ])

    await toggle.click()
    await menuState(page, false)
    assert.equal(await menu.isVisible(), false, 'the same button closes it')

    await toggle.click()
    await menu.getByRole('link', { name: 'About' }).click()
    await page.waitForURL(site.url + '/about')
    assert.equal(await menu.isVisible(), false, 'closed after following a link')
    await page.waitForFunction(
      (text) => document.querySelector('main h1')?.textContent !== text,
      homeHeading,
    )
    const aboutHeading = await page.locator('main h1').textContent()
    await menuState(page, false)

    await toggle.click()
    assert.equal(await menu.isVisible(), true)
    // Back and Forward bring the pages again (from the back/forward cache,
    // where the menu was closed as the page was left).
    await page.goBack()
    await page.waitForURL(site.url + '/')
    await page.waitForFunction(
      (text) => document.querySelector('main h1')?.textContent === text,
      homeHeading,
    )
    assert.equal(await menu.isVisible(), false, 'closed after Back')

    await toggle.click()
    await page.goForward()
    await page.waitForURL(site.url + '/about')
    await page.waitForFunction(
      (text) => document.querySelector('main h1')?.textContent === text,
      aboutHeading,
    )
    assert.equal(await menu.isVisible(), false, 'closed after Forward')

    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    assert.ok(width <= 375, `no horizontal scroll (page is ${width}px wide)`)
    assert.deepEqual(problems, [])
  })
})

test.describe('footer', () => {
  test('lists quick links, services, contact details, social and legal links, and this year', async () => {
    const { page } = await site.open('/')
    const footer = page.locator('footer')
    const linkTargets = async (names: string[]) =>
      Promise.all(
        names.map((name) =>
          footer.getByRole('link', { name, exact: true }).first().getAttribute('href'),
        ),
      )
    assert.deepEqual(
      await linkTargets(['Home', 'About Us', 'Services', 'Contact', 'Blog', 'Careers']),
      ['/', '/about', '/services', '/contact', '/blog', '/careers'],
    )
    assert.deepEqual(
      await linkTargets([
        'Privacy Policy',
        'Privacy Requests',
        'Terms of Service',
        'Cookie Policy',
      ]),
      ['/privacy', '/privacy/requests', '/terms', '/cookies'],
    )
    for (const service of readContent('services.yaml')) {
      assert.equal(
        await footer.getByRole('link', { name: service.title, exact: true }).getAttribute('href'),
        `/services#${service.title
          .toLowerCase()
          .replace(/&/g, ' ')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}`,
      )
    }
    for (const social of siteSettings.social) {
      assert.equal(
        await footer.getByRole('link', { name: social.network, exact: true }).getAttribute('href'),
        '#',
      )
    }
    // Phone numbers use non-breaking spaces.
    const text = ((await footer.textContent()) ?? '').replace(/\u00a0/g, ' ')
    assert.ok(text.includes(siteSettings.phone), 'phone')
    assert.ok(text.includes(siteSettings.email), 'email')
    assert.ok(text.includes('Monday - Saturday, 9:00 AM - 6:00 PM'), 'hours')
    assert.ok(
      text.includes(`© ${new Date().getFullYear()} ${siteSettings.name}`),
      'copyright with the current year',
    )
  })
})

test.describe('floating chat button', () => {
  test('appears past 100 px of scrolling, not at 100 px, and stays while its panel is open', async () => {
    const { page, problems } = await site.open('/')
    const button = page.getByRole('button', { name: ui.chat.buttonLabel })
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.waitForFunction((top) => Math.round(window.scrollY) === top, y)
      await page.waitForTimeout(350)
    }
    assert.equal(await button.count(), 0, 'hidden at the top')
    await scrollTo(100)
    assert.equal(await button.count(), 0, 'hidden at 100 px')
    await scrollTo(101)
    await button.waitFor({ state: 'visible', timeout: 2000 })

    await button.click()
    const panel = page.getByRole('dialog', { name: ui.chat.title })
    await panel.waitFor({ state: 'visible', timeout: 2000 })
    assert.ok((await panel.textContent())?.includes('Typically replies within minutes.'))
    await scrollTo(0)
    assert.equal(await button.isVisible(), true, 'kept while the panel is open')

    await panel.getByRole('button', { name: ui.chat.close }).click()
    await panel.waitFor({ state: 'detached', timeout: 2000 })
    await button.waitFor({ state: 'detached', timeout: 2000 })
    assert.deepEqual(problems, [])
  })

  test('toggles with its button, closes on Escape with focus back on the button, and Start Chat opens WhatsApp in a new tab', async () => {
    const { page } = await site.open('/')
    await page.evaluate(() => window.scrollTo(0, 400))
    const button = page.getByRole('button', { name: ui.chat.buttonLabel })
    await button.click()
    const panel = page.getByRole('dialog', { name: ui.chat.title })
    await panel.waitFor({ state: 'visible', timeout: 2000 })
    await button.click()
    await panel.waitFor({ state: 'detached', timeout: 2000 })

    await button.click()
    await panel.waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached', timeout: 2000 })
    assert.equal(
      await button.evaluate((el) => el === document.activeElement),
      true,
      'focus returns to the button',
    )

    await button.click()
    await panel.waitFor({ state: 'visible', timeout: 2000 })
    const start = panel.getByRole('link', { name: 'Start Chat' })
    assert.equal(await start.getAttribute('target'), '_blank')
    assert.match((await start.getAttribute('rel')) ?? '', /noopener/)
    // wa.me cannot be reached offline: answer for it, and record what was asked.
    const requested: string[] = []
    await page.context().route('https://wa.me/**', (route) => {
      requested.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' })
    })
    const popupPromise = page.context().waitForEvent('page')
    await start.click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    assert.equal(requested.length, 1, 'one request to wa.me')
    assert.equal(popup.url(), requested[0])
    const opened = new URL(popup.url())
    assert.equal(
      opened.origin + opened.pathname,
      `https://wa.me/${siteSettings.whatsapp.number.replace(/\D/g, '')}`,
    )
    assert.equal(opened.searchParams.get('text'), siteSettings.whatsapp.greeting)
    assert.ok(
      popup.url().includes(encodeURIComponent(siteSettings.whatsapp.greeting)),
      'the greeting is URL-encoded',
    )
    assert.equal(await popup.evaluate(() => window.opener), null, 'noopener')
  })
})
