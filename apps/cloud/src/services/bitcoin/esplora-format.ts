import { Transaction } from 'bitcoinjs-lib'
import type { Queryable } from '../../db/database.js'
import { addressOfScript, scriptType } from './bitcoin-address.js'
import { hashToId, toHex } from './hex.js'
import { BITCOIN_LAB_NETWORK } from './lab-chain.js'
import { readSpentOutputs, type StoredOutput } from './output-store.js'
import { outpointText } from './parse-transaction.js'
import type { StoredTransaction } from './transaction-store.js'

/**
 * Esplora's JSON for transactions (its API.md, "Transaction format"), the fields this ledger can
 * fill: the *_asm fields and inner_*script_asm are left out (Esplora's own opcode spelling, which
 * no wallet reads).
 */

export interface EsploraStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

export interface EsploraOutput {
  scriptpubkey: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

export interface EsploraInput {
  txid: string
  vout: number
  prevout: EsploraOutput | null
  scriptsig: string
  witness?: string[]
  is_coinbase: boolean
  sequence: number
}

export interface EsploraTransaction {
  txid: string
  version: number
  locktime: number
  vin: EsploraInput[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

export function esploraStatus(block: StoredTransaction['block']): EsploraStatus {
  return block === null
    ? { confirmed: false }
    : { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time }
}

export function esploraOutput(script: Uint8Array, value: bigint): EsploraOutput {
  const address = addressOfScript(script, BITCOIN_LAB_NETWORK)
  return {
    scriptpubkey: toHex(script),
    scriptpubkey_type: scriptType(script),
    ...(address === null ? {} : { scriptpubkey_address: address }),
    value: Number(value),
  }
}

/** One stored transaction as Esplora writes it; `prevouts` holds (at least) the outputs it spends. */
export function esploraTransaction(
  stored: StoredTransaction,
  prevouts: ReadonlyMap<string, StoredOutput>,
): EsploraTransaction {
  const tx = Transaction.fromHex(stored.rawHex)
  const coinbase = tx.isCoinbase()
  return {
    txid: stored.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input) => {
      const txid = hashToId(input.hash)
      const prevout = coinbase ? undefined : prevouts.get(outpointText({ txid, vout: input.index }))
      return {
        txid,
        vout: input.index,
        prevout: prevout ? esploraOutput(prevout.script, prevout.value) : null,
        scriptsig: toHex(input.script),
        // Esplora leaves `witness` out for an input without one.
        ...(input.witness.length > 0 ? { witness: input.witness.map(toHex) } : {}),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map((output) => esploraOutput(output.script, output.value)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(stored.fee),
    status: esploraStatus(stored.block),
  }
}

/** Several stored transactions as Esplora writes them, their prevouts read in one query. */
export async function esploraTransactions(
  db: Queryable,
  stored: readonly StoredTransaction[],
): Promise<EsploraTransaction[]> {
  const spent = await readSpentOutputs(
    db,
    stored.map((tx) => tx.txid),
  )
  const prevouts = new Map(spent.map((output) => [outpointText(output), output]))
  return stored.map((tx) => esploraTransaction(tx, prevouts))
}
