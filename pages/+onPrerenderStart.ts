// Every page in the first language, and each translated page in its language too
// (vike.dev/onPrerenderStart): /privacy and /ta/privacy. A page nobody translated is not offered
// in that language, neither empty nor in English.
import type { PrerenderContext } from 'vike/types'
import { defaultLanguage, pathIn } from '#content/i18n'
import { translations } from './translations'

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => [
    { ...pageContext, locale: defaultLanguage },
    ...Object.keys(translations[pageContext.urlOriginal] ?? {}).map((code) => ({
      ...pageContext,
      urlOriginal: pathIn(pageContext.urlOriginal, code),
      locale: code,
    })),
  ])
  return { prerenderContext: { pageContexts } }
}
