// node --test scripts/packages/public-surface.test.mjs
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { readmeStates } from './public-surface.mjs'

describe('public surface', () => {
  it("every published package's README lists each entry's names, its audience and its count", () => {
    const stale = readmeStates()
      .filter((state) => !state.upToDate)
      .map((state) => state.name)
    assert.deepEqual(stale, [], 'run: node scripts/packages/public-surface.mjs --write')
  })
})
