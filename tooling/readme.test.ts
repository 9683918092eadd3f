// The README is for a newcomer (issue 53): two commands to start, then a short map of the project.
// Reference tables live in docs/, and the lengths here hold it short.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const readme = readFileSync('README.md', 'utf8')
const lines = readme.trimEnd().split('\n')
/** The README's sections by heading, each as its lines (heading included). */
const sections = new Map(
  readme
    .split(/^(?=## )/m)
    .slice(1)
    .map((section) => [section.split('\n', 1)[0]!.slice(3), section.trimEnd().split('\n')]),
)

describe('README', () => {
  it('is at most 150 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(150)
  })

  it('starts with exactly two commands: one runs the site, one runs every test', () => {
    const block = /^# .+\n\n```sh\n([\s\S]*?)\n```/.exec(readme)
    const commands = block?.[1]!.split('\n') ?? []
    expect(commands).toHaveLength(2)
    expect(commands[0]).toBe('npm ci && npm start')
    expect(commands[1]).toMatch(/npm ci && npm test$/)
  })

  it('has what a newcomer needs, and "How it is built" in at most 40 lines', () => {
    for (const heading of ['What is where', 'Editing content', 'Adding a component'])
      expect(sections.has(heading), heading).toBe(true)
    expect(sections.get('How it is built')?.length).toBeLessThanOrEqual(40)
    expect(readme).toContain('npm run quick')
    expect(readme).toContain('[WRITING.md](WRITING.md)')
  })

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(((?!https?:|#)[^)]+)\)/g)].map((match) => match[1]!)
    expect(links.length).toBeGreaterThan(5)
    expect(links.filter((link) => !existsSync(link))).toEqual([])
  })
})
