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

/** Levenshtein distance, to suggest the field a writer probably meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return row[b.length]!
}

/** The option nearest to what a writer wrote, when it is near enough to be what they meant. */
export function nearest(word: string, options: readonly string[]): string | undefined {
  const ranked = options
    .map((option) => ({ option, d: distance(word.toLowerCase(), option.toLowerCase()) }))
    .sort((x, y) => x.d - y.d)
  const best = ranked[0]
  return best && best.d <= Math.max(2, Math.floor(word.length / 3)) ? best.option : undefined
}
