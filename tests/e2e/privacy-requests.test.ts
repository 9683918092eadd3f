import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { readContent } from './content'
import { serveSite } from './harness'

const site = serveSite()
const KINDS = ['access', 'correct', 'erase', 'withdraw', 'nominate', 'complain']
const languages = readContent('site.yaml').languages

for (const [prefix, file, language] of [
  ['', 'privacy.yaml', languages[0]],
  ['/ta', 'privacy.ta.yaml', languages[1]],
] as const) {
  const privacy = readContent(file)
  describe(`privacy requests (${language.name}), without JavaScript`, () => {
    for (const kind of KINDS)
      it(`${prefix}/privacy leads to the request "${kind}" in one link, written out in an email`, async () => {
        const { page } = await site.open(`${prefix}/privacy`, { javaScriptEnabled: false })
        await page.locator(`main li a[href="${prefix}/privacy/requests#${kind}"]`).click()
        await page.waitForURL(`${site.url}${prefix}/privacy/requests#${kind}`)
        const { label, what } = privacy.requests.kinds[kind]
        const item = page.locator(`li#${kind}`)
        assert.equal(
          (await item.innerText()).replace(/\s+/g, ' '),
          `${label}: ${what}`.replace(/\s+/g, ' '),
        )
        const mailto = new URL(
          (await item.getByRole('link', { name: label }).getAttribute('href'))!,
        )
        assert.equal(mailto.protocol, 'mailto:')
        assert.equal(mailto.pathname, privacy.grievanceOfficer.email)
        assert.equal(mailto.searchParams.get('subject'), label)
        const body = mailto.searchParams.get('body')!
        for (const part of [label, privacy.lastChanged, language.name])
          assert.ok(body.includes(part), `the email holds ${part}: ${body}`)
      })

    it(`${prefix}/privacy/requests says what we need, when we answer and where to complain`, async () => {
      const { page } = await site.open(`${prefix}/privacy/requests`, { javaScriptEnabled: false })
      const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
      const says = (text: string) => assert.ok(main.includes(text.replace(/\s+/g, ' ')), text)
      says(privacy.requests.needed)
      says(privacy.requests.identity)
      says(privacy.requests.answer.replaceAll('{days}', String(privacy.answerWithinDays)))
      says(privacy.requests.boardNoPortal)
      assert.equal(await page.locator('li[id]').count(), KINDS.length)
    })
  })
}
