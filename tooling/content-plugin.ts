import path from 'node:path'
import type { Plugin } from 'vite'
import { ContentError, loadContent, missingTranslations } from './content-loader.ts'
import { DeliveryError, resolveDelivery } from '#lib/form-delivery'

/**
 * SITE_FORM_* set where the form posts at deploy time (the tests use them too);
 * lib/form-delivery.ts checks the result and fills in each provider's defaults.
 */
function withEnvironment(file: string, data: unknown, source: string) {
  if (!file.endsWith('/content/site.yaml')) return data
  try {
    return { ...(data as object), ...resolveDelivery(data, process.env, source) }
  } catch (error) {
    if (error instanceof DeliveryError)
      throw new ContentError(error.message, 'content/site.yaml', error.line ?? 1)
    throw error
  }
}

/**
 * `content/<list>.yaml?fields=title,icon` keeps only those fields of each entry, and
 * `content/site.yaml?fields=email` those of the file (the whole file is still checked), so code
 * that reaches the browser carries only what it uses.
 */
function withFields(query: string | undefined, data: unknown) {
  const fields = new URLSearchParams(query).get('fields')?.split(',')
  if (!fields) return data
  const pick = (entry: Record<string, unknown>) =>
    Object.fromEntries(fields.map((field) => [field, entry[field]]))
  return Array.isArray(data) ? data.map(pick) : pick(data as Record<string, unknown>)
}

/**
 * `content/<name>.yaml?languages` is the file and its translations, content/<name>.<code>.yaml
 * (content/i18n.ts, inLanguage); `?fields=title&languages` keeps only those fields of each.
 */
function inEachLanguage(file: string, query: string) {
  const fields = query.replace(/&?languages$/, '')
  const name = path.basename(file, '.yaml')
  const options = `{ eager: true, import: 'default'${fields ? `, query: '?${fields}'` : ''} }`
  return `import base from './${name}.yaml${fields ? `?${fields}` : ''}'
export default [base, import.meta.glob('./${name}.*.yaml', ${options})]`
}

/** Side-effect free: a page that does not use a file does not load it. */
const sideEffectFree = (code: string) => ({ code, map: null, moduleSideEffects: false })

/** Turns content/*.yaml into validated JSON modules; a mistake stops dev and build with a writer-friendly message. */
export function contentPlugin(): Plugin {
  return {
    name: 'site-content',
    enforce: 'pre',
    // Every language content/site.yaml lists has each short text: a missing file stops the build.
    buildStart() {
      const missing = missingTranslations()
      if (missing.length)
        this.error({
          message: `\n\n${missing.map((error) => error.message).join('\n')}\n`,
          id: missing[0]!.file,
        })
    },
    transform(source, id) {
      const [file = id, query] = id.split('?')
      if (!/\/content\/[^/]+\.ya?ml$/.test(file)) return null
      if (/[?&]languages$/.test(id)) return sideEffectFree(inEachLanguage(file, query!))
      try {
        const data = withFields(query, withEnvironment(file, loadContent(file, source), source))
        return sideEffectFree(`export default ${JSON.stringify(data)}`)
      } catch (error) {
        if (error instanceof ContentError)
          this.error({
            message: `\n\n${error.message}\n`,
            id: file,
            loc: { line: error.line, column: 0 },
          })
        throw error
      }
    },
  }
}
