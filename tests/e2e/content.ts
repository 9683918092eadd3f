import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { listKeys } from '#content/schemas'

/** Reads a content file as the site does (a list file's list under its name), so tests assert what writers wrote. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readContent = (file: string): any => {
  const data = parse(readFileSync(`content/${file}`, 'utf8'))
  // A translation (faq.ta.yaml) is laid out as its English file.
  const key = listKeys[file.replace(/\.[a-z]{2,3}\.yaml$/, '.yaml')]
  return key ? data[key] : data
}
