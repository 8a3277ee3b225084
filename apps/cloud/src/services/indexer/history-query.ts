import type { Queryable } from '../../db/database.js'
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
  hash: string
  block_number: number
  tx_index: number
  mined_at: number
  from_address: string
  to_address: string
  nonce: number
  status: 'confirmed' | 'failed'
  position: number | null
  token_address: string | null
  transfer_from: string | null
  transfer_to: string | null
  amount: string | null
  token_name: string | null
  token_symbol: string | null
  token_decimals: number | null
}

/**
 * Up to `limit` transactions of `address` (lowercase) on a chain, newest first, older than `before`
 * when given, each with the transfers the account took part in. One query: the page, its
 * transactions, their transfers and the tokens' metadata.
 */
export async function readAccountHistory(
  db: Queryable,
  chainId: number,
  address: string,
  limit: number,
  before?: HistoryPosition,
): Promise<StoredTransaction[]> {
  const rows = await db.query<HistoryRow>(
    `WITH page AS (
       SELECT tx_hash, block_number, tx_index FROM account_transactions
       WHERE chain_id = $1 AND address = $2
         AND ($3::bigint IS NULL OR block_number < $3::bigint OR (block_number = $3::bigint AND tx_index < $4::integer))
       ORDER BY block_number DESC, tx_index DESC
       LIMIT $5
     )
     SELECT t.hash, t.block_number, t.tx_index, t.mined_at, t.from_address, t.to_address, t.nonce, t.status,
            tr.position, tr.token_address, tr.from_address AS transfer_from, tr.to_address AS transfer_to,
            tr.amount::text AS amount, tk.name AS token_name, tk.symbol AS token_symbol, tk.decimals AS token_decimals
     FROM page
     JOIN transactions t ON t.chain_id = $1 AND t.hash = page.tx_hash
     LEFT JOIN transfers tr ON tr.chain_id = $1 AND tr.tx_hash = page.tx_hash AND $2 IN (tr.from_address, tr.to_address)
     LEFT JOIN tokens tk ON tk.chain_id = $1 AND tk.address = tr.token_address
     ORDER BY page.block_number DESC, page.tx_index DESC, tr.position`,
    [chainId, address, before?.blockNumber ?? null, before?.txIndex ?? null, limit],
  )
  const transactions: StoredTransaction[] = []
  for (const row of rows) {
    let current = transactions.at(-1)
    if (current?.hash !== row.hash) {
      current = {
        hash: row.hash,
        blockNumber: Number(row.block_number),
        txIndex: row.tx_index,
        minedAt: Number(row.mined_at),
        from: row.from_address,
        to: row.to_address,
        nonce: Number(row.nonce),
        status: row.status,
        transfers: [],
      }
      transactions.push(current)
    }
    if (row.position === null) continue
    current.transfers.push({
      token:
        row.token_address === null
          ? null
          : {
              address: row.token_address,
              name: row.token_name,
              symbol: row.token_symbol,
              decimals: row.token_decimals ?? 0,
            },
      from: row.transfer_from!,
      to: row.transfer_to!,
      amount: BigInt(row.amount!),
    })
  }
  return transactions
}

/** The ERC-20 contracts the indexer has seen on a chain, by address. */
export async function readIndexedTokens(db: Queryable, chainId: number): Promise<TokenMetadata[]> {
  return db.query<TokenMetadata>(
    'SELECT address, name, symbol, decimals FROM tokens WHERE chain_id = $1 ORDER BY address',
    [chainId],
  )
}
