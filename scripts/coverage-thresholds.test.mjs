// node --test scripts/coverage-thresholds.test.mjs
import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { coverageFailures, readThresholds, unguarded } from './coverage-thresholds.mjs'

const totals = (lines, branches) => ({ lines: { pct: lines }, branches: { pct: branches } })

test('a package at or above its floors passes', () => {
  const failures = coverageFailures(
    { 'packages/common': totals(100, 99.5) },
    { 'packages/common': { lines: 100, branches: 99.5 } },
  )
  assert.deepEqual(failures, [])
})

test('a metric below its floor names the package, the metric, the figure and the floor', () => {
  const failures = coverageFailures(
    { 'packages/react': totals(71.234, 60) },
    { 'packages/react': { lines: 85, branches: 60 } },
  )
  assert.deepEqual(failures, ['packages/react: lines 71.23 % is below the threshold of 85 %'])
})

test('a package with a floor but no coverage summary fails', () => {
  const failures = coverageFailures({}, { 'packages/frame': { lines: 99, branches: 93 } })
  assert.match(failures[0], /^packages\/frame: no coverage summary was written/)
})

test('a package without a floor is listed as unguarded, not failed', () => {
  const measured = { 'packages/wagmi': totals(10, 10) }
  assert.deepEqual(coverageFailures(measured, {}), [])
  assert.deepEqual(unguarded(measured, {}), ['packages/wagmi'])
})

test('the thresholds file may carry $comment keys', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'thresholds-')), 'coverage-thresholds.json')
  writeFileSync(path, JSON.stringify({ $comment: 'why', 'packages/common': { lines: 100 } }))
  assert.deepEqual(readThresholds(path), { 'packages/common': { lines: 100 } })
})
