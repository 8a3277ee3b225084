import { describe, expect, it } from 'vitest'
import { listedFids } from './fid-lookup.js'
import { TEST_FIDS } from './test-fids.js'

describe('listedFids', () => {
  it('answers the listed account of a fid, and nothing for one not listed', async () => {
    const lookup = listedFids(TEST_FIDS)
    await expect(lookup(20002)).resolves.toEqual(TEST_FIDS[1])
    await expect(lookup(1)).resolves.toBeUndefined()
  })
})
