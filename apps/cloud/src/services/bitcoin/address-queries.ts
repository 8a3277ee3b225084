import type { Queryable } from '../../db/database.js'
import { ADDRESS_TXS_CHAIN_LIMIT, ADDRESS_TXS_MEMPOOL_LIMIT } from './lab-chain.js'
import { queryTransactions, type StoredTransaction } from './transaction-store.js'

/** Esplora's `chain_stats` / `mempool_stats` of an address. */
export interface AddressStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

interface StatsRow {
  confirmed: boolean
  funded_txo_count: number
  funded_txo_sum: string
  spent_txo_count: number
  spent_txo_sum: string
  tx_count: number
}

const EMPTY: AddressStats = {
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
}

/**
 * What Esplora counts for an address, split as it splits it: outputs it received by the
 * transaction that created them, spends by the transaction that spent them, each confirmed (chain)
 * or not (mempool). Sums come back as text: bigint sums are numeric, which the drivers read apart.
 */
export async function readAddressStats(
  db: Queryable,
  address: string,
): Promise<{ chain: AddressStats; mempool: AddressStats }> {
  const rows = await db.query<StatsRow>(
    `WITH involved AS (
       SELECT txid, 'funded' AS kind, value_sats FROM bitcoin_outputs WHERE address = $1
       UNION ALL
       SELECT spent_by, 'spent', value_sats FROM bitcoin_outputs WHERE address = $1 AND spent_by IS NOT NULL
     )
     SELECT t.block_height IS NOT NULL AS confirmed,
       count(*) FILTER (WHERE i.kind = 'funded') AS funded_txo_count,
       coalesce(sum(i.value_sats) FILTER (WHERE i.kind = 'funded'), 0)::text AS funded_txo_sum,
       count(*) FILTER (WHERE i.kind = 'spent') AS spent_txo_count,
       coalesce(sum(i.value_sats) FILTER (WHERE i.kind = 'spent'), 0)::text AS spent_txo_sum,
       count(DISTINCT i.txid) AS tx_count
     FROM involved i JOIN bitcoin_transactions t ON t.txid = i.txid
     GROUP BY 1`,
    [address],
  )
  const stats = (confirmed: boolean): AddressStats => {
    const row = rows.find((candidate) => candidate.confirmed === confirmed)
    if (!row) return EMPTY
    return {
      funded_txo_count: Number(row.funded_txo_count),
      funded_txo_sum: Number(row.funded_txo_sum),
      spent_txo_count: Number(row.spent_txo_count),
      spent_txo_sum: Number(row.spent_txo_sum),
      tx_count: Number(row.tx_count),
    }
  }
  return { chain: stats(true), mempool: stats(false) }
}

/** An unspent output of an address, with the status of the transaction that made it. */
export interface AddressUtxo {
  txid: string
  vout: number
  value: bigint
  block: { height: number; hash: string; time: number } | null
}

interface UtxoRow {
  txid: string
  vout: number
  value_sats: number | bigint
  block_height: number | null
  block_hash: string | null
  block_time: number | null
}

/**
 * The address's outputs that nothing has spent, the mempool included, as Esplora answers them: an
 * output spent by an unconfirmed transaction is gone, one made by it is there. Oldest first.
 */
export async function readAddressUtxos(db: Queryable, address: string): Promise<AddressUtxo[]> {
  const rows = await db.query<UtxoRow>(
    `SELECT o.txid, o.vout, o.value_sats, t.block_height, b.hash AS block_hash, b.time AS block_time
     FROM bitcoin_outputs o
     JOIN bitcoin_transactions t ON t.txid = o.txid
     LEFT JOIN bitcoin_blocks b ON b.height = t.block_height
     WHERE o.address = $1 AND o.spent_by IS NULL
     ORDER BY t.block_height ASC NULLS LAST, t.seq, o.vout`,
    [address],
  )
  return rows.map((row) => ({
    txid: row.txid,
    vout: row.vout,
    value: BigInt(row.value_sats),
    block:
      row.block_height === null
        ? null
        : { height: row.block_height, hash: row.block_hash!, time: Number(row.block_time) },
  }))
}

const INVOLVING = `t.txid IN (
  SELECT txid FROM bitcoin_outputs WHERE address = $1
  UNION SELECT spent_by FROM bitcoin_outputs WHERE address = $1 AND spent_by IS NOT NULL)`

/**
 * The transactions that paid or spent from the address, newest first, as Esplora's
 * GET /address/:address/txs: up to 50 unconfirmed, then the 25 newest confirmed.
 */
export async function readAddressTransactions(db: Queryable, address: string): Promise<StoredTransaction[]> {
  const mempool = await queryTransactions(
    db,
    `t.block_height IS NULL AND ${INVOLVING}`,
    [address],
    ADDRESS_TXS_MEMPOOL_LIMIT,
  )
  const chain = await queryTransactions(
    db,
    `t.block_height IS NOT NULL AND ${INVOLVING}`,
    [address],
    ADDRESS_TXS_CHAIN_LIMIT,
  )
  return [...mempool, ...chain]
}
