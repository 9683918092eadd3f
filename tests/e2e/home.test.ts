import assert from 'node:assert/strict'
import { readContent } from './content'
import { ROUTES, serveSite, test } from './harness'

const site = serveSite()
const services = readContent('services.yaml')
const stats = readContent('stats.yaml')
const testimonials = readContent('testimonials.yaml')

test.describe('home page', () => {
  test('hero buttons go to /contact and /about', async () => {
    const { page } = await site.open('/')
    const hero = page.locator('main section').first()
    assert.equal(await hero.getByRole('heading', { level: 1 }).count(), 1)
    for (const [name, target] of [
      ['Get Started', '/contact'],
      ['Learn More', '/about'],
    ] as const) {
      const link = hero.getByRole('link', { name: new RegExp(`^${name}`) })
      assert.ok((await link.innerText()).startsWith(name))
      assert.equal(await link.getAttribute('href'), target)
      await link.click()
      await page.waitForURL(site.url + target)
      await page.goBack()
      await page.waitForURL(site.url + '/')
    }
  })

  test('shows six service cards, each with a Learn more link to /services', async () => {
    const { page } = await site.open('/')
    const cards = page.locator('main article')
    assert.equal(await cards.count(), 6)
    assert.deepEqual(await cards.getByRole('heading', { level: 3 }).allTextContents(), [
      'ERP Solutions',
      'Virtual Receptionist',
      'KPO',
      'BPO',
      'Online Chat Support',
      'Voice Calling',
    ])
    for (let i = 0; i < 6; i++) {
      const link = cards.nth(i).getByRole('link')
      assert.equal(await link.getAttribute('href'), '/services')
      assert.ok((await link.innerText()).startsWith('Learn more'))
      // Screen readers hear which service the link is about.
      assert.equal(await link.evaluate((a) => a.textContent), `Learn more: ${services[i].title}`)
      assert.ok((await cards.nth(i).textContent())?.includes(services[i].summary))
    }
    await cards.first().getByRole('link').click()
    await page.waitForURL(site.url + '/services')
  })

  test('shows the four statistics with their labels', async () => {
    const { page } = await site.open('/')
    const terms = await page.locator('main dl dt').allTextContents()
    const values = await page.locator('main dl dd').allTextContents()
    assert.deepEqual(values, ['50+', '30+', '5+', '99%'])
    assert.deepEqual(terms, [
      'Projects Initiated',
      'Tech Experts',
      'Emerging Tech Awards',
      'Client Satisfaction',
    ])
    assert.deepEqual(
      stats.map((s: { value: string }) => s.value),
      values,
    )
  })

  test('shows three testimonials with quote, author and position', async () => {
    const { page } = await site.open('/')
    const items = page
      .locator('section', { has: page.getByRole('heading', { name: 'What our clients say' }) })
      .getByRole('listitem')
    assert.equal(await items.count(), 3)
    for (let i = 0; i < 3; i++) {
      const t = testimonials[i]
      assert.equal((await items.nth(i).locator('blockquote').innerText()).trim(), t.quote)
      const caption = await items.nth(i).locator('figcaption').innerText()
      assert.ok(caption.includes(t.author) && caption.includes(t.position), caption)
    }
  })

  test('ends with Contact Us Today (/contact) and View Our Services (/services)', async () => {
    const { page } = await site.open('/')
    const banner = page.locator('main > section').last()
    assert.equal(
      await banner.getByRole('link', { name: 'Contact Us Today' }).getAttribute('href'),
      '/contact',
    )
    assert.equal(
      await banner.getByRole('link', { name: 'View Our Services' }).getAttribute('href'),
      '/services',
    )
    await banner.getByRole('link', { name: 'View Our Services' }).click()
    await page.waitForURL(site.url + '/services')
  })

  test('loads photos with fixed size and a srcset; layout holds when they fail', async () => {
    const { page } = await site.open('/')
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => {
        const el = img as HTMLImageElement
        return {
          alt: el.alt,
          width: el.getAttribute('width'),
          height: el.getAttribute('height'),
          srcset: el.srcset,
          box: el.getBoundingClientRect().height,
        }
      }),
    )
    assert.ok(images.length >= 1)
    for (const image of images) {
      assert.ok(image.alt.length > 0, 'alt text')
      assert.ok(Number(image.width) > 0 && Number(image.height) > 0, 'explicit size')
      assert.match(image.srcset, /https:\/\/images\.unsplash\.com\/.*[?&]w=\d+.* \d+w/)
      assert.ok(image.box > 100, `keeps its box when the photo fails (${image.box}px)`)
    }
  })
})

test.describe('every route', { tag: '@smoke' }, () => {
  for (const route of [...ROUTES, '/no-such-page']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${route} (${colorScheme}) loads with no console errors and no horizontal scroll from 320 to 1440 px`, async () => {
        const { page, problems } = await site.open(route, { colorScheme })
        assert.equal(
          await page.evaluate(() => document.documentElement.dataset.mantineColorScheme),
          colorScheme,
          'follows the system colour scheme',
        )
        for (const width of [320, 375, 768, 1024, 1440]) {
          await page.setViewportSize({ width, height: 800 })
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
          assert.ok(scrollWidth <= width, `${route} at ${width}px is ${scrollWidth}px wide`)
        }
        const expected404 = (p: string) =>
          route === '/no-such-page' && p.includes('status of 404') && p.includes('/no-such-page')
        assert.deepEqual(
          problems.filter((p) => !expected404(p)),
          [],
        )
      })
    }
  }

  test('the colour scheme toggle switches light and dark and remembers the choice', async () => {
    const { page } = await site.open('/', { colorScheme: 'light' })
    const toggle = page.getByRole('button', { name: 'Switch between light and dark mode' })
    await toggle.click()
    assert.equal(
      await page.evaluate(() => document.documentElement.dataset.mantineColorScheme),
      'dark',
    )
    await page.reload()
    assert.equal(
      await page.evaluate(() => document.documentElement.dataset.mantineColorScheme),
      'dark',
      'kept after reload, with no flash',
    )
    await toggle.click()
    assert.equal(
      await page.evaluate(() => document.documentElement.dataset.mantineColorScheme),
      'light',
    )
  })

  test('answers unknown addresses with the 404 page and status 404', async () => {
    const response = await fetch(site.url + '/no-such-page')
    assert.equal(response.status, 404)
    assert.match(await response.text(), /Page not found/)
  })
})
