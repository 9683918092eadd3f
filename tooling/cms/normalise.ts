/**
 * `npm run cms:normalise`: rewrites every page and content file in the
 * editor's layout, as the editor would save it. Run once after editing files
 * by hand in a way the round-trip test (tooling/cms/roundtrip.test.ts)
 * reports; commit the result on its own.
 */
import { normaliseAll } from './resave.ts'

const changed = await normaliseAll()
console.log(
  changed.length
    ? `Rewritten:\n  ${changed.join('\n  ')}`
    : 'Every file is in the editor’s layout.',
)
