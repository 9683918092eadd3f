// Visitor statistics without cookies, switched on in content/site.yaml (`analytics`), for
// scripts/postbuild.mjs (its origins go into the CSP) and pages/+Head.tsx (its script tag). Off by
// default: then no script of it is in any page.

/** The providers the site knows: none of them sets a cookie or stores anything in the browser. */
const ANALYTICS = {
  plausible: {
    name: 'Plausible Analytics',
    about: 'https://plausible.io/data-policy',
    script: 'https://plausible.io/js/script.js',
    connect: 'https://plausible.io',
    attributes: (id: string) => ({ 'data-domain': id }),
  },
  cloudflare: {
    name: 'Cloudflare Web Analytics',
    about: 'https://www.cloudflare.com/web-analytics/',
    script: 'https://static.cloudflareinsights.com/beacon.min.js',
    connect: 'https://cloudflareinsights.com',
    attributes: (id: string) => ({ 'data-cf-beacon': JSON.stringify({ token: id }) }),
  },
}

export const ANALYTICS_PROVIDERS = ['none', ...Object.keys(ANALYTICS)]

/** The provider content/site.yaml switches on, or undefined when it is off. */
export function analyticsOf(site: { analytics?: { provider?: string; id?: string } } | undefined) {
  const { provider = 'none', id = '' } = site?.analytics ?? {}
  const known = ANALYTICS[provider as keyof typeof ANALYTICS]
  return known && id ? { ...known, id } : undefined
}

/** What the CSP must allow for it (tooling/security-headers.ts). */
export function analyticsAllow(site: Parameters<typeof analyticsOf>[0]) {
  const on = analyticsOf(site)
  return on ? { script: [new URL(on.script).origin], connect: [on.connect] } : {}
}
