/**
 * `npm run cms:normalise`: rewrites every page and content file as the editor would save it. Run it
 * after hand edits the round-trip test (tooling/cms/roundtrip.test.ts) reports; commit it alone.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { describeSite } from './describe.ts'
import { editorFiles, loadKeystatic, resave } from './resave.ts'

const k = await loadKeystatic()
const spec = describeSite()
const changed = editorFiles(process.cwd(), spec).filter((entry) => {
  const before = readFileSync(entry.file, 'utf8')
  const after = resave(k, spec, entry, before)
  if (after !== before) writeFileSync(entry.file, after)
  return after !== before
})
console.log(
  changed.length
    ? `Rewritten:\n  ${changed.map((entry) => entry.file).join('\n  ')}`
    : 'Every file is in the editor’s layout.',
)
