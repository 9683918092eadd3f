import { writerError } from './writer-error'

/**
 * A page that failed to render (pages/+onRenderHtml.tsx), said to its writer: the file and the
 * fix. (Code in a page, the commonest cause once, stops the build earlier:
 * tooling/remark-content-only.ts.)
 */
export function explainRenderError(error: unknown, file: string): Error {
  const message = error instanceof Error ? error.message : String(error)
  const explained = `this page failed to render: ${message}. Fix: check the settings of the component named in the error (WRITING.md), or open the page with \`npm run dev\`.`
  return Object.assign(writerError(file, undefined, explained, 'render'), { cause: error })
}
