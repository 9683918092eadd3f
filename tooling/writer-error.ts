import path from 'node:path'

/** A file's path as a writer sees it: relative to the project, with "/". */
export const projectPath = (file: string) =>
  path.relative(process.cwd(), file).split(path.sep).join('/')

/**
 * Every message a writer gets about a page: "pages/about/+Page.mdx:12 — what is wrong. Fix: what
 * to do.", with the file and line Vite's error overlay points at.
 */
export function writerError(
  file: string,
  line: number | undefined,
  message: string,
  plugin: string,
) {
  const error = new Error(`${projectPath(file)}${line ? `:${line}` : ''} — ${message}`)
  return Object.assign(error, {
    file,
    id: file,
    line,
    loc: line ? { line, column: 0 } : undefined,
    plugin,
  })
}
