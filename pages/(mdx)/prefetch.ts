import { loadChunk } from 'virtual:site-pages'
import { onReaching } from '../../components/OnDemand/whenReached'
import type { Data } from './+data'

const started = new Set<string>()

/** Vike's address for a prerendered page's data: /about -> /about/index.pageContext.json. */
const dataUrl = (pathname: string) =>
  `${pathname === '/' ? '' : pathname.replace(/\/$/, '')}/index.pageContext.json`

/**
 * When the visitor points at, touches or focuses a link to another page of
 * the site, fetches that page's data and its own chunk, so that following the
 * link waits for one small request at most (the data, from the HTTP cache
 * when it allows) instead of two in a row. Each page is fetched once;
 * failures are left to the navigation itself (+onBeforeRender.client.ts).
 */
export function prefetchOnIntent() {
  onReaching((target) => {
    const link = target.closest('a[href]')
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return
    const url = new URL(link.href)
    if (url.origin !== location.origin || /\.\w+$/.test(url.pathname)) return
    if (url.pathname === location.pathname || started.has(url.pathname)) return
    started.add(url.pathname)
    fetch(dataUrl(url.pathname))
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: Data }>) : null))
      .then((pageContext) => {
        const chunk = pageContext?.data?.chunk
        if (chunk) return loadChunk(chunk)
      })
      .catch(() => {})
  })
}
