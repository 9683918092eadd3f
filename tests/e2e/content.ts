import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

/** Reads a content file as the site does, so tests assert what writers wrote. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readContent = (file: string): any => parse(readFileSync(`content/${file}`, 'utf8'))
