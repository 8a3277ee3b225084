import type { Queryable } from '../../db/database.js'
import { fromHex } from './hex.js'
import type { Outpoint } from './parse-transaction.js'

/** An output of the ledger, as an input that spends it needs it. */
export interface StoredOutput {
  txid: string
  vout: number
  script: Uint8Array
  value: bigint
  address: string | null
  spentBy: string | null
}

interface OutputRow {
  txid: string
  vout: number
  address: string | null
  script_hex: string
  value_sats: number | bigint
  spent_by: string | null
}

const COLUMNS = 'o.txid, o.vout, o.address, o.script_hex, o.value_sats, o.spent_by'

/** The outpoints as one JSON parameter, whatever their number, read back with jsonb_to_recordset. */
const WANTED = 'jsonb_to_recordset($1::jsonb) AS wanted(txid text, vout integer)'

/**
 * The outputs of `outpoints` that exist, locked until the transaction ends: a transaction spending
 * one of them at the same time waits, then sees it spent. Locked in one order (txid, vout), so two
 * spenders of overlapping outputs never deadlock.
 */
export async function lockOutputs(db: Queryable, outpoints: readonly Outpoint[]): Promise<StoredOutput[]> {
  const rows = await db.query<OutputRow>(
    `SELECT ${COLUMNS} FROM bitcoin_outputs o
     JOIN ${WANTED} ON wanted.txid = o.txid AND wanted.vout = o.vout
     ORDER BY o.txid, o.vout FOR UPDATE OF o`,
    [JSON.stringify(outpoints)],
  )
  return rows.map(toStoredOutput)
}

/** Marks `outpoints` spent by `txid`; they are locked and unspent (lockOutputs), so all of them. */
export async function markSpent(
  db: Queryable,
  txid: string,
  outpoints: readonly Outpoint[],
): Promise<number> {
  const rows = await db.query(
    `UPDATE bitcoin_outputs o SET spent_by = $2 FROM ${WANTED}
     WHERE o.txid = wanted.txid AND o.vout = wanted.vout AND o.spent_by IS NULL RETURNING o.txid`,
    [JSON.stringify(outpoints), txid],
  )
  return rows.length
}

/** The outputs the transactions `spenders` spend: their inputs' prevouts. */
export async function readSpentOutputs(db: Queryable, spenders: readonly string[]): Promise<StoredOutput[]> {
  if (spenders.length === 0) return []
  const rows = await db.query<OutputRow>(
    `SELECT ${COLUMNS} FROM bitcoin_outputs o
     WHERE o.spent_by IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(spenders)],
  )
  return rows.map(toStoredOutput)
}

/** Which of `txids` are confirmed. */
export async function readConfirmed(db: Queryable, txids: readonly string[]): Promise<Set<string>> {
  if (txids.length === 0) return new Set()
  const rows = await db.query<{ txid: string }>(
    `SELECT txid FROM bitcoin_transactions
     WHERE block_height IS NOT NULL AND txid IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(txids)],
  )
  return new Set(rows.map((row) => row.txid))
}

function toStoredOutput(row: OutputRow): StoredOutput {
  return {
    txid: row.txid,
    vout: row.vout,
    address: row.address,
    script: fromHex(row.script_hex)!,
    value: BigInt(row.value_sats),
    spentBy: row.spent_by,
  }
}
