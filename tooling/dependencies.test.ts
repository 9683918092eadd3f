import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
  string,
  Record<string, string> | undefined
>

describe('dependencies', () => {
  it('are pinned to exact versions: a fresh install builds what was tested', () => {
    const ranged = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      // An alias names its package and an exact version too (`npm:typescript@7.0.2`).
      ([, version]) => !/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+(-[\w.]+)?$/.test(version),
    )
    expect(ranged).toEqual([])
  })
})
