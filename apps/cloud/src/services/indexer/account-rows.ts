import type { SqlValue } from '../../db/database.js'
import type { ActivityTransaction } from './extract-activity.js'
import type { TokenMetadata } from './token-metadata.js'

/** A transfer as an account's history row stores it (JSON): its token's metadata travels with it. */
export interface RowTransfer {
  /** Lowercase; null for the native coin. */
  token: string | null
  name: string | null
  symbol: string | null
  /** Null when the token's metadata was never stored. */
  decimals: number | null
  from: string
  to: string
  /** Raw units, decimal: a uint256 does not fit a JSON number. */
  amount: string
}

/** A transaction's own fields, as both `transactions` and an account's row store them. */
export const TRANSACTION_FIELD_COLUMNS = [
  'mined_at',
  'from_address',
  'to_address',
  'nonce',
  'status',
] as const

export function transactionFields(t: ActivityTransaction): SqlValue[] {
  return [t.minedAt, t.from, t.to, t.nonce, t.status]
}

/** The columns of account_transactions, in the order `accountRows` gives them. */
export const ACCOUNT_ROW_COLUMNS = [
  'chain_id',
  'address',
  'tx_hash',
  'block_number',
  'tx_index',
  ...TRANSACTION_FIELD_COLUMNS,
  'transfers',
] as const

/**
 * One row per (account, transaction) it took part in, carrying everything its history page shows:
 * the transaction's fields and only the account's own transfers, with their tokens' metadata
 * (`tokens`, by lowercase address), so a page is read from this table alone.
 */
export function accountRows(
  chainId: number,
  transactions: readonly ActivityTransaction[],
  tokens: ReadonlyMap<string, TokenMetadata>,
): SqlValue[][] {
  return transactions.flatMap((t) =>
    t.accounts.map((account) => {
      const transfers: RowTransfer[] = t.transfers
        .filter((transfer) => transfer.from === account || transfer.to === account)
        .map((transfer) => {
          const token = transfer.token === null ? undefined : tokens.get(transfer.token)
          return {
            token: transfer.token,
            name: token?.name ?? null,
            symbol: token?.symbol ?? null,
            decimals: token?.decimals ?? null,
            from: transfer.from,
            to: transfer.to,
            amount: transfer.amount.toString(),
          }
        })
      return [
        chainId,
        account,
        t.hash,
        t.blockNumber,
        t.txIndex,
        ...transactionFields(t),
        JSON.stringify(transfers),
      ]
    }),
  )
}

/** The ERC-20 contracts a batch's transfers moved, lowercase, each once. */
export function tokensMoved(transactions: readonly ActivityTransaction[]): string[] {
  const tokens = new Set<string>()
  for (const t of transactions)
    for (const transfer of t.transfers) if (transfer.token) tokens.add(transfer.token)
  return [...tokens]
}
