/**
 * @mdx-js/rollup with the site's remark plugins, its syntax errors turned into messages a writer
 * can act on: "pages/about/+Page.mdx:12 — a "{" starts code in MDX, and this one … Fix: …".
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import mdx from '@mdx-js/rollup'
import type { Plugin } from 'vite'
import { mdxOptions } from './mdx-options.ts'
import { listPages } from './pages.ts'
import { projectPath, writerError } from '#lib/writer-error'

interface MdxMessage {
  ruleId?: string
  reason?: string
  /** vfile-message's line of its `place`, when it has one. */
  line?: number
}

const fixes: Record<string, string> = {
  'unexpected-eof':
    'a "{" starts code in MDX, and this one is never closed (or a tag is never finished). Fix: write \\{ to show a curly brace, or finish the tag with > or />.',
  acorn:
    'the text inside { } is read as code and is not valid code. Fix: write \\{ and \\} to show curly braces in prose.',
  'end-tag-mismatch':
    'a tag is opened but not closed, or closed with another name. Fix: close it with a matching </Name> on its own line, or write <Name ... /> when it has no content.',
  'unexpected-character':
    'a "<" starts a tag in MDX. Fix: write \\< or &lt; to show a less-than sign, or finish the tag (names start with a letter).',
  'unexpected-closing-slash':
    'a closing tag is written wrongly. Fix: write </Name>, with the slash right after <.',
  'unexpected-lazy':
    "a tag or expression continues on a line that is not indented like the first. Fix: keep a component's lines together, or put a blank line around prose inside it.",
}

/** Turns an MDX/micromark error into "file:line — what happened. Fix: ...". */
export function explainMdxError(error: unknown, id: string): Error {
  const message = error as MdxMessage & Error
  // Errors from the site's own checks already speak to writers.
  if (typeof message.message === 'string' && message.message.startsWith(`${projectPath(id)}:`))
    return message
  const line = message.line ?? Number(/\((\d+):\d+/.exec(message.reason ?? '')?.[1] ?? 1)
  const fix =
    fixes[message.ruleId ?? ''] ??
    'MDX could not read this line. Fix: check for a stray {, < or an unclosed tag (WRITING.md, "MDX pitfalls").'
  return writerError(
    id,
    line,
    `${fix}\n  (MDX says: ${message.reason ?? message.message})`,
    'site-mdx',
  )
}

/** Every MDX file of the site: the pages (and the error page) and the lists' entries. */
const mdxFiles = (root = process.cwd()) =>
  ['pages', 'content'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => path.join(root, folder, file)),
  )

/**
 * Files compiled before the bundling, by path: their source and what it compiled to. Vike loads
 * vite.config.ts again for the server's build (a new copy of this module), which reads them from
 * here, in the same process: one compile of each file per build.
 */
const compiled = ((globalThis as { [key: symbol]: unknown })[Symbol.for('site-mdx.compiled')] ??=
  new Map()) as Map<string, { code: string; result: Promise<unknown> }>

export function mdxPlugin(): Plugin {
  const inner = mdx(mdxOptions) as Plugin & {
    transform: (this: unknown, code: string, id: string) => Promise<unknown>
  }
  const compile = (code: string, id: string) =>
    inner.transform.call(null, code, id).catch((error: unknown) => {
      throw explainMdxError(error, id)
    })
  return {
    ...inner,
    name: 'site-mdx',
    enforce: 'pre',
    // A misnamed, Markdown or doubled file in pages/ stops the build first, with its own message
    // (tooling/pages.ts). Then every MDX file is compiled and checked before the browser's code is
    // bundled (the pages are rendered later, on the server side): a writer's mistakes stop the
    // build in seconds, all of them at once, and the server's build reuses what was compiled.
    async buildStart() {
      const { config, name } = this.environment
      if (config.command !== 'build') return
      listPages()
      if (name !== 'client') return
      compiled.clear()
      for (const id of mdxFiles()) {
        const code = readFileSync(id, 'utf8')
        compiled.set(id, { code, result: compile(code, id) })
      }
      const failed = await Promise.allSettled([...compiled.values()].map((file) => file.result))
      const errors = failed.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason as Error] : [],
      )
      if (errors.length === 1) throw errors[0]
      if (errors.length) throw new Error(errors.map((error) => error.message).join('\n\n'))
    },
    transform(code, id) {
      const early = compiled.get(id)
      compiled.delete(id)
      return (early?.code === code ? early.result : compile(code, id)) as never
    },
  }
}
