import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { readContent } from './content'
import { serveSite, test } from './harness'

const site = serveSite()
const services = readContent('services.yaml')
const steps = readContent('steps.yaml')
const industries = readContent('industries.yaml')
const values = readContent('values.yaml')

/** Every link in <main>, as [visible text, href]. */
const mainLinks = (page: Page) =>
  page
    .locator('main a')
    .evaluateAll((links) =>
      links.map((a) => [(a as HTMLElement).innerText.trim(), a.getAttribute('href')]),
    )

test.describe('about page', () => {
  test("has its heading, 'Our Story' (2023, Coimbatore), the four values and 'Join Our Team'", async () => {
    const { page, problems } = await site.open('/about')
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1)
    const story = page.locator('section', { has: page.getByRole('heading', { name: 'Our Story' }) })
    const storyText = await story.innerText()
    assert.match(storyText, /2023/)
    assert.match(storyText, /Coimbatore/)
    const valueTitles = await page.locator('main li h3').allTextContents()
    assert.deepEqual(valueTitles, ['Innovation', 'Excellence', 'Collaboration', 'Impact'])
    for (const value of values) {
      assert.ok(
        storyText.length > 0 &&
          (await page.locator('main').innerText()).includes(value.description),
      )
    }
    const join = page.locator('main > section').last()
    assert.equal(await join.getByRole('heading', { level: 2 }).textContent(), 'Join Our Team')
    assert.deepEqual(await mainLinks(page), [
      ['View Open Positions', '/careers'],
      ['Contact Us', '/contact'],
    ])
    await join.getByRole('link', { name: 'Contact Us' }).click()
    await page.waitForURL(site.url + '/contact')
    assert.deepEqual(problems, [])
  })
})

test.describe('services page', () => {
  test('shows six service cards with description, features and Request a Quote to /contact', async () => {
    const { page, problems } = await site.open('/services')
    const cards = page.locator('main article')
    assert.equal(await cards.count(), 6)
    for (let i = 0; i < 6; i++) {
      const card = cards.nth(i)
      const service = services[i]
      assert.equal(await card.getByRole('heading', { level: 3 }).textContent(), service.title)
      assert.ok((await card.innerText()).includes(service.description.trim()))
      assert.deepEqual(await card.locator('ul li').allInnerTexts(), service.features)
      const quote = card.getByRole('link', { name: `Request a Quote: ${service.title}` })
      assert.equal(await quote.innerText(), 'Request a Quote')
      assert.equal(await quote.getAttribute('href'), '/contact')
      const studies = card.getByRole('link', { name: `${service.title} case studies` })
      assert.match((await studies.getAttribute('href'))!, /^\/case-studies\/service\/[a-z-]+$/)
    }
    await cards
      .nth(2)
      .getByRole('link', { name: /^Request a Quote/ })
      .click()
    await page.waitForURL(site.url + '/contact')
    assert.deepEqual(problems, [])
  })

  test('shows the four-step approach, the six industries and the closing call to action', async () => {
    const { page } = await site.open('/services')
    const approach = page.locator('ol li')
    assert.equal(await approach.count(), 4)
    const stepTexts = await approach.allInnerTexts()
    ;['01', '02', '03', '04'].forEach((n, i) => {
      assert.ok(stepTexts[i]!.startsWith(n), stepTexts[i])
      assert.ok(
        stepTexts[i]!.includes(steps[i].title) && stepTexts[i]!.includes(steps[i].description),
      )
    })
    assert.deepEqual(
      steps.map((s: { step: string; title: string }) => `${s.step} ${s.title}`),
      ['01 Discovery', '02 Strategy', '03 Implementation', '04 Optimization'],
    )
    const industryCards = page.locator('#industries li')
    assert.deepEqual(await industryCards.locator('h3').allTextContents(), [
      'Healthcare',
      'Finance',
      'Retail & E-commerce',
      'Manufacturing',
      'Education',
      'Transportation & Logistics',
    ])
    for (let i = 0; i < 6; i++) {
      assert.ok((await industryCards.nth(i).innerText()).includes(industries[i].description))
    }
    const links = await mainLinks(page)
    assert.deepEqual(links.slice(-2), [
      ['Get in Touch', '/contact'],
      ['View Case Studies', '/case-studies'],
    ])
    assert.equal(links.filter(([, href]) => href === '/contact').length, 7)
  })

  test('lands on the right service from the footer', async () => {
    const { page } = await site.open('/')
    await page.locator('footer').getByRole('link', { name: 'Voice Calling' }).click()
    await page.waitForURL(site.url + '/services#voice-calling')
    await page.waitForFunction(() => {
      const card = document.getElementById('voice-calling')?.getBoundingClientRect()
      return card !== undefined && card.top >= 0 && card.top < window.innerHeight / 2
    })
  })
})
