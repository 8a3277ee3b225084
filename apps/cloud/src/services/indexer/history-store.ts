import type { Database, Queryable } from '../../db/database.js'
import { insertRows } from '../../db/insert-rows.js'
import {
  ACCOUNT_ROW_COLUMNS,
  accountRows,
  TRANSACTION_FIELD_COLUMNS,
  tokensMoved,
  transactionFields,
} from './account-rows.js'
import type { BlockRef } from './chain-data.js'
import type { ActivityTransaction } from './extract-activity.js'
import type { TokenMetadata } from './token-metadata.js'

/** What one step of the indexer writes, all or nothing, with the block it got to. */
export interface IndexedBatch {
  transactions: readonly ActivityTransaction[]
  /** Tokens seen for the first time. */
  tokens: readonly TokenMetadata[]
  /** The cursor the batch was read after (null: the chain's start); it must still be the stored one. */
  after: BlockRef | null
  cursor: BlockRef
}

export async function readCursor(db: Queryable, chainId: number): Promise<BlockRef | undefined> {
  const [row] = await db.query<{ block_number: number; block_hash: string }>(
    'SELECT block_number, block_hash FROM indexer_cursors WHERE chain_id = $1',
    [chainId],
  )
  return row ? { number: Number(row.block_number), hash: row.block_hash } : undefined
}

export async function knownTokenAddresses(db: Queryable, chainId: number): Promise<Set<string>> {
  const rows = await db.query<{ address: string }>('SELECT address FROM tokens WHERE chain_id = $1', [
    chainId,
  ])
  return new Set(rows.map((row) => row.address))
}

/**
 * Writes a batch and moves the cursor in one transaction: a crash never leaves half a block. False,
 * with nothing written, when the stored cursor is no longer `batch.after`: another instance indexing
 * into the same database wrote these blocks first (or rewound the chain).
 */
export function saveBatch(db: Database, chainId: number, batch: IndexedBatch): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await moveCursor(tx, chainId, { from: batch.after, to: batch.cursor }))) return false
    await insertRows(
      tx,
      'tokens',
      ['chain_id', 'address', 'name', 'symbol', 'decimals'],
      batch.tokens.map((token) => [chainId, token.address, token.name, token.symbol, token.decimals]),
      'ON CONFLICT DO NOTHING',
    )
    await insertRows(
      tx,
      'transactions',
      ['chain_id', 'hash', 'block_number', 'block_hash', 'tx_index', ...TRANSACTION_FIELD_COLUMNS],
      batch.transactions.map((t) => [
        chainId,
        t.hash,
        t.blockNumber,
        t.blockHash,
        t.txIndex,
        ...transactionFields(t),
      ]),
    )
    await insertRows(
      tx,
      'transfers',
      ['chain_id', 'tx_hash', 'position', 'token_address', 'from_address', 'to_address', 'amount'],
      batch.transactions.flatMap((t) =>
        t.transfers.map((transfer) => [
          chainId,
          t.hash,
          transfer.position,
          transfer.token,
          transfer.from,
          transfer.to,
          transfer.amount.toString(),
        ]),
      ),
    )
    const tokens = await readTokens(tx, chainId, tokensMoved(batch.transactions))
    await insertRows(
      tx,
      'account_transactions',
      ACCOUNT_ROW_COLUMNS,
      accountRows(chainId, batch.transactions, tokens),
    )
    return true
  })
}

/** Well below PostgreSQL's 65,535 parameters a statement, whatever a batch moved. */
const TOKENS_PER_QUERY = 1000

/** The stored metadata of `addresses` (this batch's new tokens were inserted before). */
async function readTokens(
  db: Queryable,
  chainId: number,
  addresses: readonly string[],
): Promise<Map<string, TokenMetadata>> {
  const tokens = new Map<string, TokenMetadata>()
  for (let start = 0; start < addresses.length; start += TOKENS_PER_QUERY) {
    const chunk = addresses.slice(start, start + TOKENS_PER_QUERY)
    const rows = await db.query<TokenMetadata>(
      `SELECT address, name, symbol, decimals FROM tokens
       WHERE chain_id = $1 AND address IN (${chunk.map((_, i) => `$${i + 2}`).join(', ')})`,
      [chainId, ...chunk],
    )
    for (const row of rows) tokens.set(row.address, row)
  }
  return tokens
}

/**
 * Moves the cursor from `from` to `to` (null: no cursor) in one statement, before the rows that go
 * with it: of two instances that start from the same cursor, exactly one moves it (the other's
 * statement waits for the first's transaction, then matches no row) and only that one writes.
 */
async function moveCursor(
  db: Queryable,
  chainId: number,
  move: { from: null; to: BlockRef } | { from: BlockRef; to: BlockRef | null },
): Promise<boolean> {
  const { from, to } = move
  const moved =
    from === null
      ? await db.query(
          `INSERT INTO indexer_cursors (chain_id, block_number, block_hash) VALUES ($1, $2, $3)
           ON CONFLICT (chain_id) DO NOTHING RETURNING chain_id`,
          [chainId, move.to.number, move.to.hash],
        )
      : to === null
        ? await db.query(
            `DELETE FROM indexer_cursors WHERE chain_id = $1 AND block_number = $2 AND block_hash = $3
             RETURNING chain_id`,
            [chainId, from.number, from.hash],
          )
        : await db.query(
            `UPDATE indexer_cursors SET block_number = $4, block_hash = $5
             WHERE chain_id = $1 AND block_number = $2 AND block_hash = $3 RETURNING chain_id`,
            [chainId, from.number, from.hash, to.number, to.hash],
          )
  return moved.length === 1
}

/** The blocks that hold recorded transactions, oldest first: the candidates after a chain went back. */
export async function recordedBlocks(db: Queryable, chainId: number): Promise<BlockRef[]> {
  const rows = await db.query<{ block_number: number; block_hash: string }>(
    `SELECT DISTINCT block_number, block_hash FROM transactions WHERE chain_id = $1 ORDER BY block_number`,
    [chainId],
  )
  return rows.map((row) => ({ number: Number(row.block_number), hash: row.block_hash }))
}

/**
 * Forgets everything after `to` (everything when null) and moves the cursor there, for a chain that
 * no longer has those blocks. Transfers and account rows go with their transactions (ON DELETE CASCADE).
 * False, with nothing changed, when the stored cursor is no longer `from` (the one the caller found
 * missing from the chain): another instance has moved it since, and its rows are newer than what the
 * caller knows.
 */
export function rewind(db: Database, chainId: number, from: BlockRef, to: BlockRef | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The cursor first, as a batch's save does: of a rewind and a save racing, the second waits for
    // the first and then finds the cursor moved.
    if (!(await moveCursor(tx, chainId, { from, to }))) return false
    await tx.query('DELETE FROM transactions WHERE chain_id = $1 AND block_number > $2', [
      chainId,
      to?.number ?? -1,
    ])
    // A chain replaced whole: its token contracts are gone too.
    if (!to) await tx.query('DELETE FROM tokens WHERE chain_id = $1', [chainId])
    return true
  })
}
