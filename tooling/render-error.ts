import { existsSync, readFileSync } from 'node:fs'
import { writerError } from './writer-error'

/**
 * A page that failed to render (pages/+onRenderHtml.tsx), said to its writer:
 * the file, the line where it can be found, and the fix. The commonest: a
 * {name} in prose that MDX reads as code.
 */
export function explainRenderError(error: unknown, file: string): Error {
  const message = error instanceof Error ? error.message : String(error)
  const undefinedName = /^(\w+) is not defined$/.exec(message)?.[1]
  const line = undefinedName ? lineOf(file, new RegExp(`\\{\\s*${undefinedName}\\b`)) : undefined
  const explained = undefinedName
    ? `"{${undefinedName}}" is read as code, and this page has nothing called ${undefinedName}. Fix: write \\{${undefinedName}\\} to show the braces, or write the text without them.`
    : `this page failed to render: ${message}. Fix: check the settings of the component named in the error (WRITING.md), or open the page with \`npm run dev\`.`
  return Object.assign(writerError(file, line, explained, 'render'), { cause: error })
}

/** The first line of a file that matches, counted from 1. */
function lineOf(file: string, pattern: RegExp): number | undefined {
  if (!existsSync(file)) return undefined
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((text) => pattern.test(text))
  return index === -1 ? undefined : index + 1
}
