import { describe, expect, it } from 'vitest'
import { blockHash, merkleRoot } from './block-hash.js'
import { nextBlock } from './next-block.js'

const prev = { height: 7, hash: 'ab'.repeat(32), time: 1_700_000_000 }

describe('nextBlock', () => {
  it('is the next height at the clock’s second, hashed over its transactions', () => {
    const txids = ['cd'.repeat(32)]
    expect(nextBlock(prev, txids, 1_700_000_123_999)).toEqual({
      height: 8,
      time: 1_700_000_123,
      hash: blockHash({ prevHash: prev.hash, merkleRoot: merkleRoot(txids), time: 1_700_000_123, height: 8 }),
    })
  })

  it('keeps the previous block’s time when the clock is behind it', () => {
    expect(nextBlock(prev, [], 1_000).time).toBe(prev.time)
  })
})
