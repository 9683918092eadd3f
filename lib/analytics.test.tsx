import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { analyticsAllow, analyticsOf } from './analytics.ts'
import { contentSecurityPolicy } from '../tooling/security-headers.ts'

const on = { analytics: { provider: 'plausible', id: 'www.example.com' } }

describe('visitor statistics without cookies', () => {
  it('are off by default: no provider, nothing for the CSP', () => {
    expect(analyticsOf({ analytics: { provider: 'none', id: '' } })).toBeUndefined()
    expect(analyticsOf({})).toBeUndefined()
    expect(analyticsAllow({})).toEqual({})
  })

  it("switched on, allow the provider's script and where it reports, and nothing else", () => {
    expect(analyticsOf(on)?.name).toBe('Plausible Analytics')
    const csp = contentSecurityPolicy(analyticsAllow(on))
    expect(csp).toMatch(/script-src 'self' https:\/\/plausible\.io 'sha256-/)
    expect(csp).toContain("connect-src 'self' https://plausible.io;")
    const cloudflare = analyticsOf({ analytics: { provider: 'cloudflare', id: 'abc' } })!
    expect(cloudflare.attributes(cloudflare.id)).toEqual({ 'data-cf-beacon': '{"token":"abc"}' })
  })

  it('put the script in every page, and name the provider in the privacy notice', async () => {
    vi.resetModules()
    vi.doMock('../content/site', async (original) => {
      const real = (await original()) as { site: object }
      return { ...real, site: { ...real.site, ...on } }
    })
    const { default: Head } = await import('../pages/+Head')
    expect(renderToStaticMarkup(<Head />)).toContain(
      '<script defer="" src="https://plausible.io/js/script.js" data-domain="www.example.com"></script>',
    )
    const { PrivacyFacts } = await import('#components/PrivacyFacts')
    expect(renderToStaticMarkup(<PrivacyFacts show="third-parties" />)).toContain(
      'Plausible Analytics counts visits without cookies',
    )
    vi.doUnmock('../content/site')
  })
})
