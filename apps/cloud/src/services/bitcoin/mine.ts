import type { Database } from '../../db/database.js'
import { type BlockRow, insertBlocks, lockChain, readTip } from './chain-store.js'
import { MAX_BLOCKS_PER_MINE } from './lab-chain.js'
import { nextBlock } from './next-block.js'
import { confirmTransactions, readMempoolTxids } from './transaction-store.js'

/** A mine request the ledger refuses. */
export class InvalidMineRequestError extends Error {
  override name = 'InvalidMineRequestError'
}

/**
 * Mines `count` blocks on the tip: the first confirms the whole mempool, the others are empty (as
 * `generatetoaddress` on an idle regtest). No coinbase and no reward: coins enter only by funding.
 * Resolves to the new blocks, oldest first.
 */
export async function mineBlocks(db: Database, count: number, nowMs: number): Promise<BlockRow[]> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_BLOCKS_PER_MINE) {
    throw new InvalidMineRequestError(
      `Invalid blocks: expected a whole number from 1 to ${MAX_BLOCKS_PER_MINE}, got ${String(count)}`,
    )
  }
  return db.transaction(async (q) => {
    await lockChain(q)
    let prev = await readTip(q)
    if (prev === undefined) throw new Error('The Bitcoin ledger has no genesis block: it was not prepared')
    // Read once: a transaction accepted while this runs waits for the next block.
    const txids = await readMempoolTxids(q)
    const blocks: BlockRow[] = []
    for (let index = 0; index < count; index++) {
      prev = nextBlock(prev, index === 0 ? txids : [], nowMs)
      blocks.push(prev)
    }
    await insertBlocks(q, blocks)
    await confirmTransactions(q, txids, blocks[0]!.height)
    return blocks
  })
}
