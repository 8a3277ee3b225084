import type { Transaction } from 'bitcoinjs-lib'
import { MIN_RELAY_FEE_RATE } from './lab-chain.js'
import { feeTooLow, inBelowOut } from './tx-rejection.js'
import { type SpentOutput, verifyInput } from './verify-input.js'

/**
 * The checks that need the outputs being spent (`spent`, in input order), in Bitcoin Core's order:
 * amounts, then the fee, then every signature (the costly part last). Resolves to the fee in sats;
 * throws TransactionRejectedError. Whether those outputs are still unspent is the store's question.
 */
export function checkSpend(tx: Transaction, spent: readonly SpentOutput[]): bigint {
  const valueIn = spent.reduce((sum, output) => sum + output.value, 0n)
  const valueOut = tx.outs.reduce((sum, output) => sum + output.value, 0n)
  if (valueOut > valueIn) throw inBelowOut(valueIn, valueOut)
  const fee = valueIn - valueOut
  const minimum = minimumFee(tx.virtualSize())
  if (fee < minimum) throw feeTooLow(fee, minimum)
  tx.ins.forEach((_, index) => {
    verifyInput(tx, index, spent)
  })
  return fee
}

/** The least fee a transaction of `vsize` virtual bytes pays to be relayed. */
export function minimumFee(vsize: number): bigint {
  return BigInt(Math.ceil(vsize * MIN_RELAY_FEE_RATE))
}
