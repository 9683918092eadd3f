/**
 * `npm run cms:normalise`: rewrites every page and content file as the editor would save it. Run it
 * after hand edits the round-trip test (tooling/cms/roundtrip.test.ts) reports; commit it alone.
 */
import { normaliseAll } from './resave.ts'

const changed = await normaliseAll()
console.log(
  changed.length
    ? `Rewritten:\n  ${changed.join('\n  ')}`
    : 'Every file is in the editor’s layout.',
)
