import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from './harness'
import { pageFile } from '../../scripts/serve.ts'
import { readContent } from './content'

const html = (route: string) => readFileSync(`dist/client/${pageFile(route)}`, 'utf8')
/** The page's text as a visitor reads it, without markup. */
const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

const site = readContent('site.yaml')
const services = readContent('services.yaml')

test.describe('prerendered HTML', { tag: '@smoke' }, () => {
  test('exists for every route and the 404 page, in en-IN', () => {
    for (const route of ['/', '/about', '/services', '/contact']) {
      assert.match(html(route), /<html lang="en-IN"/, route)
    }
    assert.match(readFileSync('dist/client/404.html', 'utf8'), /Page not found/)
  })

  test('carries the whole home page text before any JavaScript runs', () => {
    const home = text(html('/'))
    const expected = [
      'Get Started',
      'Learn More',
      ...services.flatMap((s: { title: string; summary: string }) => [s.title, s.summary]),
      ...readContent('stats.yaml').flatMap((s: { value: string; label: string }) => [
        s.value,
        s.label,
      ]),
      ...readContent('testimonials.yaml').flatMap(
        (t: { quote: string; author: string; position: string }) => [
          t.quote.trim(),
          t.author,
          t.position,
        ],
      ),
      'Contact Us Today',
      'View Our Services',
      'Blog',
      'Careers',
      'Privacy Policy',
      'Privacy Requests',
      'Terms of Service',
      'Cookie Policy',
      site.phone,
      site.email,
      'Monday - Saturday, 9:00 AM - 6:00 PM',
      `© ${new Date().getFullYear()}`,
    ]
    for (const sentence of expected)
      assert.ok(home.includes(sentence), `home HTML lacks "${sentence}"`)
  })

  test('has a title and description per page', () => {
    for (const route of ['/', '/about', '/services', '/contact']) {
      const page = html(route)
      assert.match(page, /<title>[^<]{10,}<\/title>/, route)
      assert.match(page, /<meta name="description" content="[^"]{30,}"/, route)
    }
  })

  test('never hides content behind an entrance animation', () => {
    for (const route of ['/', '/about', '/services', '/contact']) {
      // An element's style attribute (the page's own CSS is in its <head> since issue 52, and
      // its keyframes fade from opacity 0 on a change of page, never on a first visit).
      const hidden = html(route).match(/<[^>]*\sstyle="[^"]*opacity:\s*0[;"][^>]*>/g) ?? []
      assert.deepEqual(hidden, [], `${route} has opacity:0 in its HTML`)
    }
  })
})
