// The site's languages (content/site.yaml, `languages`): the first is at the usual addresses, each
// other under its code (/ta/privacy). A content file's translation is content/<name>.<code>.yaml,
// checked by the same schema; every one the site needs must exist (tooling/content-plugin.ts).
import type { Site } from './schemas'
import settings from './site.yaml?fields=languages'

export type Language = Site['languages'][number]

export const languages = (settings as Pick<Site, 'languages'>).languages
export const defaultLanguage = languages[0]!.code

/** The language of `code`, or the first. */
export const languageOf = (code: string): Language =>
  languages.find((language) => language.code === code) ?? languages[0]!

/**
 * A content file in each language, from `import data from './<name>.yaml?languages'`: the file,
 * and its translations by file name (tooling/content-plugin.ts).
 */
export const inLanguage =
  <T>([base, others]: [unknown, Record<string, unknown>]) =>
  (code: string): T => {
    const file = Object.keys(others).find((name) => name.split('?')[0]!.endsWith(`.${code}.yaml`))
    return (code !== defaultLanguage && file ? others[file] : base) as T
  }

/** "/ta/privacy" → { code: 'ta', path: '/privacy' }; "/privacy" → the first language's. */
export function splitPath(pathname: string) {
  const [, first, rest = ''] = /^\/([a-z]{2,3})(\/.*)?$/.exec(pathname) ?? []
  const language = languages.find((l) => l.code === first && l.code !== defaultLanguage)
  return language
    ? { code: language.code, path: rest || '/' }
    : { code: defaultLanguage, path: pathname }
}

/** The address of `path` in the language `code`: "/privacy" in ta is "/ta/privacy", "/" is "/ta". */
export const pathIn = (path: string, code: string) =>
  code === defaultLanguage ? path : `/${code}${path === '/' ? '' : path}`
