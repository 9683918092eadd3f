import type { PageContextServer } from 'vike/types'
import { site } from '../content/site'
import { netlifyForm, resolveDelivery } from '../tooling/form-delivery.mjs'

/**
 * Server only: with Netlify Forms chosen (content/site.yaml), each page that
 * has the contact form ends with the hidden static copy of it that Netlify's
 * deploy step looks for (README, "Contact form delivery").
 */
export default function bodyHtmlEnd(pageContext: PageContextServer) {
  const { components = [] } = (pageContext.data ?? {}) as { components?: string[] }
  if (!components.includes('ContactPanel')) return ''
  return resolveDelivery(site).formProvider === 'netlify' ? netlifyForm() : ''
}
