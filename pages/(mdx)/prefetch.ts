import { loadChunk } from 'virtual:site-pages'
import { onReaching } from '../../components/OnDemand/whenReached'
import type { Data } from './+data'
import { isFileAddress } from './isFileAddress'

const started = new Set<string>()

/** Vike's address for a prerendered page's data: /about -> /about/index.pageContext.json. */
const dataUrl = (pathname: string) => `${pathname === '/' ? '' : pathname}/index.pageContext.json`

/**
 * The build this tab runs: the name of Vike's client entry, which the inline
 * start script carries (scripts/postbuild.mjs). Undefined in `npm run dev`.
 */
export function runningBuild(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry
}

/** The site's page a link goes to, when Vike would show it without a full load. */
function pageLink(target: Element): URL | undefined {
  const link = target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined
  if ((link.target && link.target !== '_self') || link.relList.contains('external'))
    return undefined
  if (link.dataset.vike === 'false') return undefined
  const url = new URL(link.href)
  if (url.origin !== location.origin || isFileAddress(url.pathname)) return undefined
  return url
}

/**
 * When the visitor points at, touches or focuses a link to another page of
 * the site, fetches that page's data and its own chunk, so that following the
 * link waits for one small request at most (the data, from the HTTP cache
 * when it allows) instead of two in a row. Each page is fetched once; a page
 * of a newer build is not loaded here; failures are left to the navigation
 * itself (+onBeforeRender.client.ts). Started once, by pages/+onHydrationEnd.ts.
 */
export function prefetchOnIntent() {
  onReaching((target) => {
    const url = pageLink(target)
    const pathname = url?.pathname.replace(/(.)\/$/, '$1')
    if (!pathname || pathname === location.pathname || started.has(pathname)) return
    started.add(pathname)
    fetch(dataUrl(pathname))
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: Data }>) : null))
      .then((pageContext) => {
        const data = pageContext?.data
        if (data?.chunk && data.build === (runningBuild() ?? data.build))
          return loadChunk(data.chunk)
      })
      .catch(() => {})
  })
}
