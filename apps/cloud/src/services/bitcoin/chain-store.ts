import type { Queryable } from '../../db/database.js'
import { insertRows } from '../../db/insert-rows.js'

/** A block of the ledger: no header fields beyond these are kept (they are derived or fixed). */
export interface BlockRow {
  height: number
  hash: string
  /** Unix seconds. */
  time: number
}

/**
 * Serialises everything that adds blocks (mine, fund, the start) across instances: each reads the
 * tip and writes the next height, so two at once would collide on it. The mode conflicts with
 * itself and lets readers through; the lock ends with the transaction.
 */
export async function lockChain(db: Queryable): Promise<void> {
  await db.exec('LOCK TABLE bitcoin_blocks IN SHARE ROW EXCLUSIVE MODE')
}

export async function readTip(db: Queryable): Promise<BlockRow | undefined> {
  const [row] = await db.query<BlockRow>(
    'SELECT height, hash, time FROM bitcoin_blocks ORDER BY height DESC LIMIT 1',
  )
  return row
}

export async function readBlockAt(db: Queryable, height: number): Promise<BlockRow | undefined> {
  const [row] = await db.query<BlockRow>('SELECT height, hash, time FROM bitcoin_blocks WHERE height = $1', [
    height,
  ])
  return row
}

export async function insertBlocks(db: Queryable, blocks: readonly BlockRow[]): Promise<void> {
  await insertRows(
    db,
    'bitcoin_blocks',
    ['height', 'hash', 'time'],
    blocks.map((block) => [block.height, block.hash, block.time]),
  )
}
