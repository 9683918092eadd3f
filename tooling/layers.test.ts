/**
 * The house's floors point one way: pages → components → content → lib. Nothing that runs in a
 * page imports the build (tooling/, scripts/); no import climbs three folders (package.json
 * "imports": #components/…, #content/…, #lib/…); and no module imports itself through others.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|mts)$/.test(file) && existsSync(file))
const aliases = JSON.parse(readFileSync('package.json', 'utf8')).imports as Record<string, string>

/** The project file an import names, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  let base: string
  const alias = Object.entries(aliases).find(([key]) => specifier.startsWith(key.slice(0, -1)))
  if (alias) base = alias[1].replace('*', specifier.slice(alias[0].length - 1)).slice(2)
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier)
  else return undefined
  base = base.split('?')[0]!
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => files.includes(file))
}

const imports = new Map(
  files.map((file) => {
    const source = readFileSync(file, 'utf8')
    const specifiers = [
      ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g),
      ...source.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g),
      ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((match) => match[1]!)
    return [file, specifiers.map((s) => ({ specifier: s, file: resolve(file, s) }))]
  }),
)

const isTest = (file: string) => /(^|\/)tests\/|\.test\.tsx?$|^test-utils\//.test(file)
const FLOORS = ['pages', 'components', 'content', 'lib'] as const
const floorOf = (file: string) => FLOORS.indexOf(file.split('/')[0] as (typeof FLOORS)[number])

describe('the layers', () => {
  it('keeps the build out of what runs in pages and in the host functions', () => {
    const wrong = [...imports]
      .filter(([file]) => (floorOf(file) >= 0 || file.startsWith('functions/')) && !isTest(file))
      .flatMap(([file, list]) =>
        list
          .filter((i) => i.file && /^(tooling|scripts)\//.test(i.file))
          .map((i) => `${file} imports ${i.file}`),
      )
    expect(wrong).toEqual([])
  })

  it('points one way: pages → components → content → lib', () => {
    const upward = [...imports]
      .filter(([file]) => floorOf(file) >= 0 && !isTest(file))
      .flatMap(([file, list]) =>
        list
          .filter((i) => i.file && floorOf(i.file) >= 0 && floorOf(i.file) < floorOf(file))
          .map((i) => `${file} imports ${i.file}`),
      )
    expect(upward).toEqual([])
  })

  it('climbs at most two folders: deeper imports use #components, #content, #lib', () => {
    const deep = [...imports].flatMap(([file, list]) =>
      list.filter((i) => i.specifier.startsWith('../../../')).map((i) => `${file}: ${i.specifier}`),
    )
    expect(deep).toEqual([])
  })

  it('has no import cycle', () => {
    const cycles: string[] = []
    const state = new Map<string, 'visiting' | 'done'>()
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' → '))
        return
      }
      state.set(file, 'visiting')
      for (const next of imports.get(file) ?? []) if (next.file) visit(next.file, [...trail, file])
      state.set(file, 'done')
    }
    for (const file of files) visit(file, [])
    expect(cycles).toEqual([])
  })

  it('resolves the imports it checks (a test that reads no import would pass anything)', () => {
    const resolved = [...imports.values()].flat().filter((i) => i.file).length
    expect(resolved).toBeGreaterThan(300)
    expect(resolve('pages/+onRenderHtml.tsx', '#components/Island')).toBe(
      'components/Island/index.ts',
    )
  })
})
