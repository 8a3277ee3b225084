import { script, Transaction } from 'bitcoinjs-lib'

/** What a funding output pays: a script and an amount in sats. */
export interface FundingOutput {
  script: Uint8Array
  value: bigint
}

const TAG = new TextEncoder().encode('appkit lab funding')
const NULL_HASH = new Uint8Array(32)
const NULL_INDEX = 0xffffffff

/**
 * A coinbase-shaped transaction that creates `outputs` out of nothing: the only way coins enter the
 * ledger. Its scriptSig starts with the block height (BIP-34), so two are never the same
 * transaction. Without outputs it pays an empty OP_RETURN (a transaction needs one output).
 */
export function fundingTransaction(height: number, outputs: readonly FundingOutput[]): Transaction {
  const tx = new Transaction()
  tx.version = 2
  tx.addInput(NULL_HASH, NULL_INDEX, NULL_INDEX, script.compile([script.number.encode(height), TAG]))
  const paid = outputs.length > 0 ? outputs : [{ script: script.compile([script.OPS.OP_RETURN]), value: 0n }]
  for (const output of paid) tx.addOutput(output.script, output.value)
  return tx
}
