import { createContext, use } from 'react'

/**
 * What a page's +data hook returned (vike.dev/data), given by pages/+onRenderHtml.tsx to the
 * components of its MDX: pages/search/+data.ts gathers the list <SiteIndex /> shows.
 */
export const PageData = createContext<unknown>(undefined)

/** The page's data, as its +data hook made it (the caller knows its shape). */
export const usePageData = <T,>() => use(PageData) as T | undefined
