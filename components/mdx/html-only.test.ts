import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { componentModule, writerComponents, type WriterComponent } from './index'

/** What makes a component act in the browser: state, effects, event handlers, code loaded on demand. */
const ACTS =
  /\b(useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useSyncExternalStore|useActionState|useOptimistic|useTransition|useImperativeHandle|onDemand)\b|\son[A-Z]\w*=\{/

const COMPONENTS = path.resolve(import.meta.dirname, '..')

/** A module's file: `../Logo` → components/Logo/index.ts, `./Hero` → ./Hero.tsx. */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return ['.tsx', '.ts', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file))
}

/** The files of a component and of every component module it imports, followed. */
function filesOf(folder: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(COMPONENTS)) return
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      if (/\.(css|ya?ml|json)$/.test(specifier!)) continue
      const next = resolve(file, specifier!)
      if (next) visit(next)
    }
  }
  visit(path.join(COMPONENTS, folder, 'index.ts'))
  return [...seen]
}

const htmlOnly = Object.entries(writerComponents as Record<string, WriterComponent>).filter(
  ([, component]) => component.htmlOnly,
)

describe('components marked htmlOnly (components/mdx/index.ts)', () => {
  it('are most of them, and not the form or the map', () => {
    const names = htmlOnly.map(([name]) => name)
    expect(names.length).toBeGreaterThan(10)
    expect(names).not.toContain('ContactPanel')
    expect(names).not.toContain('OfficeMap')
  })

  for (const [name] of htmlOnly) {
    it(`${name} has no state, effects or event handlers, nor does what it draws`, () => {
      const folder = componentModule[name as keyof typeof componentModule] ?? name
      const files = filesOf(folder)
      expect(files.length, 'its index.ts and what it imports').toBeGreaterThan(1)
      for (const file of files) {
        const found = ACTS.exec(readFileSync(file, 'utf8'))?.[0]
        expect(
          found,
          `${path.relative(process.cwd(), file)} uses ${found}: <${name}> acts in the browser. Fix: take htmlOnly off it in components/mdx/index.ts, or move what acts out of it.`,
        ).toBeUndefined()
      }
    })
  }

  it('catches one that acts (the office map)', () => {
    const acts = filesOf('OfficeMap').some((file) => ACTS.test(readFileSync(file, 'utf8')))
    expect(acts).toBe(true)
    const form = filesOf('ContactPanel').some((file) => ACTS.test(readFileSync(file, 'utf8')))
    expect(form).toBe(true)
  })
})
