/**
 * `npm run load`, briefly (3 s × 10 connections): the preview server and the editor's Node function
 * answer every request of their mix as expected, with no connection error or timeout, and answer
 * as before afterwards. Timings are printed, not asserted (docs/reliability.md has the full run's).
 * Run `npm run build` first.
 */
import assert from 'node:assert/strict'
import { test } from './harness'
import { load, report } from '../../scripts/load.ts'

test('the preview server and the editor function hold 3 s × 10 connections with no error, and answer afterwards', async () => {
  const run = { duration: 3, connections: 10 }
  const figures = await load(run)
  console.log(report(figures, run))
  assert.deepEqual(
    figures.map((f) => f.server),
    ['preview', 'editor'],
  )
  for (const f of figures) {
    assert.ok(f.requests > 0, `${f.server}: no request was answered`)
    assert.deepEqual(f.errors, {}, `${f.server}: errors`)
    assert.equal(f.answersAfter, true, `${f.server}: answers as before afterwards`)
    // Every request of the mix was answered, each with the status it should have.
    assert.equal(
      Object.values(f.answers).reduce((a, b) => a + b, 0),
      f.requests,
      `${f.server}: every request answered`,
    )
  }
})
