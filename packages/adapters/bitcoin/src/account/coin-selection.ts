import { InsufficientBalanceError } from '@appkit/common'
import { AmountBelowDustError } from '../errors.js'
import type { OutputKind } from './output-script.js'
import { CHANGE_KIND, DUST_LIMIT, feeFor, outputWeight, type SpendKind, transactionVsize } from './tx-size.js'

export interface Utxo {
  txid: string
  vout: number
  value: bigint
  confirmed: boolean
}

export interface SelectionRequest {
  utxos: readonly Utxo[]
  amount: bigint
  /** sat/vB. */
  feeRate: number
  /** What the sender's outputs are, and so its inputs and its change. */
  spend: SpendKind
  recipient: OutputKind
}

export interface Selection {
  inputs: Utxo[]
  /** What goes back to the sender; 0n when there is no change output. */
  change: bigint
  fee: bigint
  /** The estimated virtual size the fee was computed for. */
  vsize: number
}

/** Confirmed first (a send should not wait on another), then largest first; ties by outpoint. */
function preferred(a: Utxo, b: Utxo): number {
  if (a.confirmed !== b.confirmed) return a.confirmed ? -1 : 1
  if (a.value !== b.value) return a.value > b.value ? -1 : 1
  return a.txid === b.txid ? a.vout - b.vout : a.txid < b.txid ? -1 : 1
}

/**
 * Which of the sender's outputs pay `amount` and the fee, deterministically:
 * 1. One output that pays it with no change, wasting less than a change output would cost
 *    (its fee plus the dust it must at least hold): the smallest such one. Fewer outputs, and no
 *    change to link back to the sender.
 * 2. Otherwise the largest outputs, one by one, until they pay the amount and the fee. Change
 *    below the dust limit is not made: it goes to the fee.
 * The fee is the estimated virtual size (tx-size.ts) times the rate, rounded up.
 * Throws AmountBelowDustError for an amount nodes would not relay, InsufficientBalanceError when
 * every output together does not pay amount and fee.
 */
export function selectCoins({ utxos, amount, feeRate, spend, recipient }: SelectionRequest): Selection {
  if (amount < DUST_LIMIT[recipient]) {
    throw new AmountBelowDustError({ details: `${amount} sats; the least is ${DUST_LIMIT[recipient]}` })
  }
  const ordered = [...utxos].sort(preferred)
  const withoutChange = (count: number) => transactionVsize({ kind: spend, count }, [recipient])
  const changeKind = CHANGE_KIND[spend]
  const withChange = (count: number) => transactionVsize({ kind: spend, count }, [recipient, changeKind])

  const single = withoutChange(1)
  const floor = amount + feeFor(single, feeRate)
  const changeCost = feeFor(outputWeight(changeKind) / 4, feeRate) + DUST_LIMIT[changeKind]
  const exact = ordered
    .filter((utxo) => utxo.value >= floor && utxo.value < floor + changeCost)
    .sort((a, b) => (a.value === b.value ? preferred(a, b) : a.value < b.value ? -1 : 1))[0]
  if (exact) return { inputs: [exact], change: 0n, fee: exact.value - amount, vsize: single }

  const inputs: Utxo[] = []
  let total = 0n
  for (const utxo of ordered) {
    inputs.push(utxo)
    total += utxo.value
    const plain = withoutChange(inputs.length)
    if (total < amount + feeFor(plain, feeRate)) continue
    const full = withChange(inputs.length)
    const back = total - amount - feeFor(full, feeRate)
    if (back >= DUST_LIMIT[changeKind])
      return { inputs, change: back, fee: total - amount - back, vsize: full }
    return { inputs, change: 0n, fee: total - amount, vsize: plain }
  }
  const needed = amount + feeFor(withoutChange(Math.max(ordered.length, 1)), feeRate)
  throw new InsufficientBalanceError({
    details: `${amount} sats and a fee at ${feeRate} sat/vB need ${needed}; the address holds ${total}`,
  })
}

/**
 * Max: what one transfer can send when it spends every output the sender holds, with no change,
 * less that transaction's fee; 0n when what is left is dust. Selecting coins for that amount then
 * takes every output (each is worth more than the fee of its input) and pays the same fee.
 */
export function spendAll({ utxos, feeRate, spend, recipient }: Omit<SelectionRequest, 'amount'>): {
  amount: bigint
  fee: bigint
} {
  const total = utxos.reduce((sum, utxo) => sum + utxo.value, 0n)
  const fee = feeFor(transactionVsize({ kind: spend, count: utxos.length }, [recipient]), feeRate)
  const amount = total - fee
  return { amount: amount >= DUST_LIMIT[recipient] ? amount : 0n, fee }
}
