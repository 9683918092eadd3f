import { readdirSync, readFileSync } from 'node:fs'
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

/** The mistakes in every content/*.yaml file, as the build would meet them one by one. */
function checkAll(root = process.cwd()) {
  const mistakes: ContentError[] = []
  for (const name of readdirSync(path.join(root, 'content')).filter((n) => n.endsWith('.yaml'))) {
    const file = path.join(root, 'content', name)
    const source = readFileSync(file, 'utf8')
    try {
      withEnvironment(file, loadContent(file, source, root), source)
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      mistakes.push(error)
    }
  }
  return mistakes
}

/** Side-effect free: a page that does not use a file does not load it. */
const sideEffectFree = (code: string) => ({ code, map: null, moduleSideEffects: false })

/** Turns content/*.yaml into validated JSON modules; a mistake stops dev and build with a writer-friendly message. */
export function contentPlugin(): Plugin {
  return {
    name: 'site-content',
    enforce: 'pre',
    // Every content file is checked before any code is bundled, so a writer's mistakes stop the
    // build in seconds, all of them at once; and every language content/site.yaml lists has each
    // short text.
    buildStart() {
      const { config, name } = this.environment
      const first = config.command === 'build' && name === 'client'
      const mistakes = [...missingTranslations(), ...(first ? checkAll() : [])]
      if (mistakes.length)
        this.error({
          message: `\n\n${mistakes.map((error) => error.message).join('\n\n')}\n`,
          id: mistakes[0]!.file,
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
