import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'yaml'
import { collections } from '#content/schemas'

/** Settings are the same in every language: content/site.yaml has no translation. */
export const UNTRANSLATED = ['site.yaml']

/** The content files a language other than the first needs: content/<name>.<code>.yaml each. */
export const translatable = Object.keys(collections).filter((name) => !UNTRANSLATED.includes(name))

/**
 * The codes of the site's languages after the first (content/site.yaml, `languages`), read as the
 * file is: the build checks the file itself (tooling/content-loader.ts). Pages in these languages
 * are pages/<address>/<code>.mdx, short texts content/<name>.<code>.yaml.
 */
export const otherLanguages = (root = process.cwd()): string[] =>
  siteLanguages(root)
    .slice(1)
    .map(({ code }) => code)

/** The site's languages, the first first: their code and name ("ta", "தமிழ்"). */
export function siteLanguages(root = process.cwd()): { code: string; name: string }[] {
  try {
    const settings = parseDocument(
      readFileSync(path.join(root, 'content/site.yaml'), 'utf8'),
    ).toJS() as { languages?: { code?: unknown; name?: unknown }[] } | null
    return (settings?.languages ?? []).flatMap(({ code, name }) =>
      typeof code === 'string' ? [{ code, name: typeof name === 'string' ? name : code }] : [],
    )
  } catch {
    return []
  }
}
