// The pages writers have translated: pages/<address>/<code>.mdx beside its +Page.mdx (the Tamil
// privacy notice is pages/privacy/ta.mdx), compiled like any page (WRITING.md, "Languages").
import type { Frontmatter } from '#content/collections'
import type { EntryModule } from '#lib/entries'

type Translation = EntryModule<Frontmatter>

const modules = import.meta.glob<Translation>(['./**/*.mdx', '!./**/+Page.mdx'], { eager: true })

/** Each translated page's address ("/privacy", "/" for pages/index) → its translations by code. */
export const translations: Record<string, Record<string, Translation>> = {}
for (const [file, module] of Object.entries(modules)) {
  const [, folder = '', code = ''] = /^\.\/(.+)\/([a-z]{2,3})\.mdx$/.exec(file) ?? []
  const route = folder === 'index' ? '/' : `/${folder.replace(/(^|\/)index$/, '')}`
  ;(translations[route] ??= {})[code] = module
}

/** The addresses translated into `code`. */
export const translatedRoutes = (code: string) =>
  Object.keys(translations).filter((route) => translations[route]![code])
