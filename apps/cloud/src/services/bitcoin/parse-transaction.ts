import { Transaction } from 'bitcoinjs-lib'
import { fromHex, hashToId } from './hex.js'
import { MAX_MONEY_SATS, MAX_STANDARD_TX_WEIGHT } from './lab-chain.js'
import {
  coinbaseRefused,
  decodeFailed,
  duplicateInputs,
  noInputs,
  noOutputs,
  outputsTooLarge,
  outputTooLarge,
  txTooLarge,
} from './tx-rejection.js'

/** An output being spent, as `txid:vout`. */
export interface Outpoint {
  txid: string
  vout: number
}

export function outpointText(outpoint: Outpoint): string {
  return `${outpoint.txid}:${outpoint.vout}`
}

/**
 * A broadcast transaction's bytes, decoded and checked on their own (what needs no other
 * transaction): not a coinbase, at least one input and one output, standard weight, each output and
 * their sum within MAX_MONEY, no outpoint spent twice. Throws TransactionRejectedError.
 */
export function parseTransaction(hex: string): Transaction {
  const bytes = fromHex(hex)
  if (bytes === undefined) throw decodeFailed('not an even number of hex digits')
  if (bytes.length === 0) throw decodeFailed('empty')
  let tx: Transaction
  try {
    tx = Transaction.fromBuffer(bytes)
  } catch (error) {
    throw decodeFailed(error instanceof Error ? error.message : String(error))
  }
  if (tx.ins.length === 0) throw noInputs()
  if (tx.outs.length === 0) throw noOutputs()
  if (tx.isCoinbase()) throw coinbaseRefused()
  const weight = tx.weight()
  if (weight > MAX_STANDARD_TX_WEIGHT) throw txTooLarge(weight, MAX_STANDARD_TX_WEIGHT)

  let total = 0n
  tx.outs.forEach((output, vout) => {
    if (output.value > MAX_MONEY_SATS) throw outputTooLarge(vout)
    total += output.value
  })
  if (total > MAX_MONEY_SATS) throw outputsTooLarge()

  const seen = new Set<string>()
  for (const outpoint of inputOutpoints(tx)) {
    const text = outpointText(outpoint)
    if (seen.has(text)) throw duplicateInputs(text)
    seen.add(text)
  }
  return tx
}

/** The outputs a transaction spends, in input order. */
export function inputOutpoints(tx: Transaction): Outpoint[] {
  return tx.ins.map((input) => ({ txid: hashToId(input.hash), vout: input.index }))
}
