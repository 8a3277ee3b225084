import type { Execution } from './execute.js'
import type { WireTransaction } from './wire-transaction.js'

/** A transaction on the chain: what was sent, where it landed and what it did. */
export interface LandedTransaction {
  signature: string
  slot: number
  blockTime: number
  wire: WireTransaction
  execution: Execution
}

/**
 * Every landed transaction by signature. LiteSVM keeps only its last few hundred; the node answers
 * statuses and getTransaction for all of them (the journal has them all anyway).
 */
export interface Ledger {
  add(transaction: LandedTransaction): void
  get(signature: string): LandedTransaction | undefined
  size(): number
}

export function createLedger(): Ledger {
  const bySignature = new Map<string, LandedTransaction>()
  return {
    add: (transaction) => void bySignature.set(transaction.signature, transaction),
    get: (signature) => bySignature.get(signature),
    size: () => bySignature.size,
  }
}
