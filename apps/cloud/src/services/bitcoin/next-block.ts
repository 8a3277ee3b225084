import { blockHash, merkleRoot } from './block-hash.js'
import type { BlockRow } from './chain-store.js'

/**
 * The block after `prev` holding `txids`: the next height, the clock's time (never before the
 * previous block's: a test clock may go back, a chain's times do not), and its header's hash.
 */
export function nextBlock(prev: BlockRow, txids: readonly string[], nowMs: number): BlockRow {
  const height = prev.height + 1
  const time = Math.max(prev.time, Math.floor(nowMs / 1000))
  return {
    height,
    time,
    hash: blockHash({ prevHash: prev.hash, merkleRoot: merkleRoot(txids), time, height }),
  }
}
