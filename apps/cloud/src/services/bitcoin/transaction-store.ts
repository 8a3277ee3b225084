import type { Transaction } from 'bitcoinjs-lib'
import type { Queryable } from '../../db/database.js'
import { insertRows } from '../../db/insert-rows.js'
import { addressOfScript } from './bitcoin-address.js'
import { toHex } from './hex.js'
import { BITCOIN_LAB_NETWORK } from './lab-chain.js'

/** A transaction as stored, with its block when it has one. */
export interface StoredTransaction {
  txid: string
  rawHex: string
  fee: bigint
  /** null: in the mempool. */
  block: { height: number; hash: string; time: number } | null
}

interface TransactionRow {
  txid: string
  raw_hex: string
  fee: number | bigint
  block_height: number | null
  block_hash: string | null
  block_time: number | null
}

const SELECT_TRANSACTIONS = `
  SELECT t.txid, t.raw_hex, t.fee, t.block_height, b.hash AS block_hash, b.time AS block_time
  FROM bitcoin_transactions t LEFT JOIN bitcoin_blocks b ON b.height = t.block_height`

/** Writes an accepted or funding transaction and its outputs (addresses of the lab's network). */
export async function insertTransaction(
  db: Queryable,
  tx: Transaction,
  fee: bigint,
  blockHeight: number | null,
): Promise<void> {
  const txid = tx.getId()
  await db.query(
    'INSERT INTO bitcoin_transactions (txid, raw_hex, block_height, fee) VALUES ($1, $2, $3, $4)',
    [txid, tx.toHex(), blockHeight, fee.toString()],
  )
  await insertRows(
    db,
    'bitcoin_outputs',
    ['txid', 'vout', 'address', 'script_hex', 'value_sats'],
    tx.outs.map((output, vout) => [
      txid,
      vout,
      addressOfScript(output.script, BITCOIN_LAB_NETWORK),
      toHex(output.script),
      output.value.toString(),
    ]),
  )
}

export async function readTransaction(db: Queryable, txid: string): Promise<StoredTransaction | undefined> {
  const [row] = await db.query<TransactionRow>(`${SELECT_TRANSACTIONS} WHERE t.txid = $1`, [txid])
  return row && toStored(row)
}

/**
 * The transactions matching `where` (SQL over `t`, written by our own code, never taken from a
 * request), newest first as Esplora lists them: the mempool, then the chain from its tip.
 */
export async function queryTransactions(
  db: Queryable,
  where: string,
  params: readonly (string | number)[],
  limit: number,
): Promise<StoredTransaction[]> {
  const rows = await db.query<TransactionRow>(
    `${SELECT_TRANSACTIONS} WHERE ${where}
     ORDER BY t.block_height DESC NULLS FIRST, t.seq DESC LIMIT ${Math.trunc(limit)}`,
    params,
  )
  return rows.map(toStored)
}

/** The mempool's txids by arrival: a parent always before its children. */
export async function readMempoolTxids(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ txid: string }>(
    'SELECT txid FROM bitcoin_transactions WHERE block_height IS NULL ORDER BY seq',
  )
  return rows.map((row) => row.txid)
}

export async function confirmTransactions(db: Queryable, txids: readonly string[], height: number) {
  if (txids.length === 0) return
  await db.query(
    `UPDATE bitcoin_transactions SET block_height = $1
     WHERE block_height IS NULL AND txid IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [height, JSON.stringify(txids)],
  )
}

function toStored(row: TransactionRow): StoredTransaction {
  return {
    txid: row.txid,
    rawHex: row.raw_hex,
    fee: BigInt(row.fee),
    block:
      row.block_height === null
        ? null
        : { height: row.block_height, hash: row.block_hash!, time: Number(row.block_time) },
  }
}
