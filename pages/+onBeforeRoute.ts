// The language of an address (vike.dev/i18n): /ta/privacy is /privacy in Tamil. Vike routes the
// address without it; the page knows its language as pageContext.locale.
import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { splitPath } from '#content/i18n'

export function onBeforeRoute(pageContext: PageContext) {
  const { code, path } = splitPath(pageContext.urlParsed.pathname)
  return {
    pageContext: {
      locale: code,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }),
    },
  }
}
