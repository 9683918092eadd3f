import { createContext, use, type ComponentProps } from 'react'
import { defaultLanguage, languageOf, pathIn } from '#content/i18n'

/** The language of the page being rendered (pages/+onRenderHtml.tsx gives it). */
export interface PageLanguage {
  /** Its code: "en", "ta". */
  code: string
  /** The page's address in the first language: "/privacy" for /ta/privacy. */
  route: string
  /** The languages the page is in, the first always. */
  versions: readonly string[]
  /** The addresses translated into this language: links to them go to their translation. */
  translated: readonly string[]
}

export const Language = createContext<PageLanguage>({
  code: defaultLanguage,
  route: '/',
  versions: [defaultLanguage],
  translated: [],
})

/** The page's language code: every text comes from content/<name>.<code>.yaml. */
export const useLanguage = () => use(Language).code

/** The page's locale, for Intl's dates and numbers: "ta-IN". */
export const useLocale = () => languageOf(use(Language).code).locale

/** A link's address on this page: /contact is /ta/contact on a Tamil page, where that exists. */
export function useHref() {
  const { code, translated } = use(Language)
  return (href: string) => {
    const [, path = '', rest = ''] = /^(\/[^?#]*)(.*)$/.exec(href) ?? []
    return path && translated.includes(path) ? pathIn(path, code) + rest : href
  }
}

/** A link in a page's prose: to the page's translation where there is one (components/mdx). */
export function LocalLink(props: ComponentProps<'a'>) {
  const href = useHref()
  return <a {...props} href={props.href && href(props.href)} />
}
