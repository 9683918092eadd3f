import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { componentModule, writerComponents, type WriterComponent } from './index'

/**
 * What makes a component act in the browser: a hook other than reading a
 * context (state, effects, media queries, Mantine's colour scheme…), event
 * handlers and listeners, refs, code loaded on demand.
 */
const ACTS =
  /\b(?!useContext\b|useId\b)use[A-Z]\w*\s*\(|\bon[A-Z]\w*\s*[=:]|addEventListener|\bref\s*[=:]|\bonDemand\b/

/**
 * Packages such a component may import from, and what: Mantine's components
 * that draw plain HTML, icons, React's types and helpers. Anything else is
 * checked by hand first, then added here.
 */
const PACKAGES: Record<string, RegExp> = {
  react: /^(type \w+|createContext|createElement|Fragment|use|useContext|useId)$/,
  // A resource hint in the head (StockImage): the same in the HTML and after hydration.
  'react-dom': /^preload$/,
  '@mantine/core':
    /^(type \w+|Anchor|Badge|Box|Card|Container|Divider|Group|List|Paper|SimpleGrid|Stack|Text|ThemeIcon|Title)$/,
  '@tabler/icons-react': /^(type \w+|Icon\w+)$/,
  'vite-imagetools': /^type \w+$/,
}

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
        const source = readFileSync(file, 'utf8')
        const where = path.relative(process.cwd(), file)
        const found = ACTS.exec(source)?.[0]
        expect(
          found,
          `${where} uses ${found}: <${name}> acts in the browser. Fix: take htmlOnly off it in components/mdx/index.ts, or move what acts out of it.`,
        ).toBeUndefined()
        const imports = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^.][^']*)'/g)
        for (const [, typesOnly, names, from] of imports) {
          if (typesOnly) continue
          const allowed = PACKAGES[from!]
          for (const imported of names!
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)) {
            expect(
              allowed?.test(imported),
              `${where} imports ${imported} from ${from}: <${name}> may act in the browser. Fix: check that it draws only HTML, then allow it in components/mdx/html-only.test.ts; or take htmlOnly off <${name}>.`,
            ).toBe(true)
          }
        }
        for (const [, from] of source.matchAll(/import\s+\w+\s+from\s+'([^.][^']*)'/g))
          expect(PACKAGES[from!], `${where}: a default import from ${from}`).toBeDefined()
      }
    })
  }

  it('catches what acts', () => {
    for (const acting of [
      'const [open, setOpen] = useState(false)',
      'useMediaQuery("(min-width: 40em)")',
      '<button onClick={close}>',
      "window.addEventListener('scroll', run)",
      '<div ref={element}>',
    ])
      expect(ACTS.test(acting), acting).toBe(true)
    for (const plain of [
      'const photos = useContext(PhotosContext)',
      '<Title order={2}>',
      'const used = 1',
    ])
      expect(ACTS.test(plain), plain).toBe(false)
    expect(PACKAGES['@mantine/core']!.test('Tooltip')).toBe(false)
    expect(PACKAGES['@mantine/core']!.test('Title')).toBe(true)
    const acts = filesOf('OfficeMap').some((file) => ACTS.test(readFileSync(file, 'utf8')))
    expect(acts).toBe(true)
    const form = filesOf('ContactPanel').some((file) => ACTS.test(readFileSync(file, 'utf8')))
    expect(form).toBe(true)
  })
})
