import type { Queryable } from '../../db/database.js'
import type { RowTransfer } from './account-rows.js'
import type { TokenMetadata } from './token-metadata.js'

/** A transfer of a stored transaction, with its token's metadata (null: the native coin). */
export interface StoredTransfer {
  token: TokenMetadata | null
  from: string
  to: string
  amount: bigint
}

export interface StoredTransaction {
  hash: string
  blockNumber: number
  txIndex: number
  minedAt: number
  from: string
  to: string
  nonce: number
  status: 'confirmed' | 'failed'
  /** Only the transfers the account took part in. */
  transfers: StoredTransfer[]
}

/** Where a page starts: strictly older than this transaction. */
export interface HistoryPosition {
  blockNumber: number
  txIndex: number
}

interface HistoryRow {
  tx_hash: string
  block_number: number
  tx_index: number
  mined_at: number
  from_address: string
  to_address: string
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: RowTransfer[]
}

const COLUMNS =
  'tx_hash, block_number, tx_index, mined_at, from_address, to_address, nonce, status, transfers'
const NEWEST_FIRST = 'ORDER BY block_number DESC, tx_index DESC'

/**
 * Up to `limit` transactions of `address` (lowercase) on a chain, newest first, older than `before`
 * when given, each with the transfers the account took part in. One range of one index: the rows
 * carry the page's fields (account-rows.ts). The first page and the next ones are two statements, so
 * each keeps a plan that starts the index scan at its own position instead of filtering from the top.
 */
export async function readAccountHistory(
  db: Queryable,
  chainId: number,
  address: string,
  limit: number,
  before?: HistoryPosition,
): Promise<StoredTransaction[]> {
  const rows =
    before === undefined
      ? await db.query<HistoryRow>(
          `SELECT ${COLUMNS} FROM account_transactions WHERE chain_id = $1 AND address = $2 ${NEWEST_FIRST} LIMIT $3`,
          [chainId, address, limit],
        )
      : await db.query<HistoryRow>(
          `SELECT ${COLUMNS} FROM account_transactions
           WHERE chain_id = $1 AND address = $2 AND (block_number, tx_index) < ($3::bigint, $4::integer)
           ${NEWEST_FIRST} LIMIT $5`,
          [chainId, address, before.blockNumber, before.txIndex, limit],
        )
  return rows.map((row) => ({
    hash: row.tx_hash,
    blockNumber: Number(row.block_number),
    txIndex: row.tx_index,
    minedAt: Number(row.mined_at),
    from: row.from_address,
    to: row.to_address,
    nonce: Number(row.nonce),
    status: row.status,
    transfers: row.transfers.map(storedTransfer),
  }))
}

function storedTransfer(transfer: RowTransfer): StoredTransfer {
  return {
    token:
      transfer.token === null
        ? null
        : {
            address: transfer.token,
            name: transfer.name,
            symbol: transfer.symbol,
            decimals: transfer.decimals ?? 0,
          },
    from: transfer.from,
    to: transfer.to,
    amount: BigInt(transfer.amount),
  }
}

/** The ERC-20 contracts the indexer has seen on a chain, by address. */
export async function readIndexedTokens(db: Queryable, chainId: number): Promise<TokenMetadata[]> {
  return db.query<TokenMetadata>(
    'SELECT address, name, symbol, decimals FROM tokens WHERE chain_id = $1 ORDER BY address',
    [chainId],
  )
}
