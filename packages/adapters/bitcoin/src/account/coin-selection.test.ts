import { InsufficientBalanceError } from '@appkit/common'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AmountBelowDustError } from '../errors.js'
import { selectCoins, spendAll, type Utxo } from './coin-selection.js'
import { feeFor, transactionVsize } from './tx-size.js'

const utxo = (value: number, confirmed = true, vout = 0): Utxo => ({
  txid: `${String(value).padStart(8, '0')}${'a'.repeat(56)}`,
  vout,
  value: BigInt(value),
  confirmed,
})
const select = (utxos: Utxo[], amount: number, feeRate = 2) =>
  selectCoins({ utxos, amount: BigInt(amount), feeRate, spend: 'p2wpkh', recipient: 'p2wpkh' })
const fee = (inputs: number, outputs: number, rate = 2) =>
  feeFor(transactionVsize({ kind: 'p2wpkh', count: inputs }, Array(outputs).fill('p2wpkh')), rate)

describe('selectCoins', () => {
  it('spends an output of exactly the amount and its fee with no change', () => {
    const exact = utxo(10_000 + Number(fee(1, 1)))
    const selection = select([utxo(1_000_000), exact], 10_000)
    expect(selection).toEqual({ inputs: [exact], change: 0n, fee: fee(1, 1), vsize: 110 })
  })

  it('takes the largest outputs first and sends the rest back as change, paying rate × vsize', () => {
    const selection = select([utxo(3_000), utxo(50_000), utxo(20_000)], 60_000)
    expect(selection.inputs.map((u) => u.value)).toEqual([50_000n, 20_000n])
    expect(selection.fee).toBe(fee(2, 2))
    expect(selection.change).toBe(70_000n - 60_000n - fee(2, 2))
    expect(selection.vsize).toBe(transactionVsize({ kind: 'p2wpkh', count: 2 }, ['p2wpkh', 'p2wpkh']))
  })

  it('gives change below the dust limit to the fee instead of making an output of it', () => {
    // Two inputs pay the amount, the fee with change, and 100 sats: too little to keep.
    const total = 40_000 + Number(fee(2, 2)) + 100
    const selection = select([utxo(total - 25_000), utxo(25_000)], 40_000)
    expect(selection.inputs).toHaveLength(2)
    expect(selection.change).toBe(0n)
    expect(selection.fee).toBe(BigInt(total) - 40_000n)
    expect(selection.fee).toBeGreaterThanOrEqual(fee(2, 1))
  })

  it('spends confirmed outputs before unconfirmed ones, and breaks ties by outpoint', () => {
    const pending = utxo(90_000, false)
    const a = utxo(30_000, true, 1)
    const b = utxo(30_000, true, 0)
    const selection = select([pending, a, b], 40_000)
    expect(selection.inputs).toEqual([b, a])
  })

  it('throws InsufficientBalanceError when everything together does not pay amount and fee', () => {
    expect(() => select([utxo(10_000), utxo(5_000)], 15_000)).toThrow(InsufficientBalanceError)
    expect(() => select([], 1_000)).toThrow(InsufficientBalanceError)
    // Exactly the amount is not enough: the fee is on top.
    expect(() => select([utxo(15_000)], 15_000)).toThrow(InsufficientBalanceError)
  })

  it('refuses an amount below the recipient output’s dust limit', () => {
    expect(() => select([utxo(100_000)], 293)).toThrow(AmountBelowDustError)
    expect(() =>
      selectCoins({ utxos: [utxo(100_000)], amount: 329n, feeRate: 1, spend: 'p2wpkh', recipient: 'p2tr' }),
    ).toThrow(AmountBelowDustError)
    expect(select([utxo(100_000)], 294).inputs).toHaveLength(1)
  })

  it('computes Taproot senders’ fees with Taproot sizes', () => {
    const selection = selectCoins({
      utxos: [utxo(100_000)],
      amount: 10_000n,
      feeRate: 3,
      spend: 'p2tr',
      recipient: 'p2wpkh',
    })
    const vsize = transactionVsize({ kind: 'p2tr', count: 1 }, ['p2wpkh', 'p2tr'])
    expect(selection).toMatchObject({ fee: feeFor(vsize, 3), vsize, change: 90_000n - feeFor(vsize, 3) })
  })
})

describe('spendAll (Max)', () => {
  const max = (utxos: Utxo[], feeRate = 2) =>
    spendAll({ utxos, feeRate, spend: 'p2wpkh', recipient: 'p2wpkh' })

  it('is everything held less the fee of every coin as an input and one output', () => {
    expect(max([utxo(120_000), utxo(45_000), utxo(8_000)])).toEqual({
      amount: 173_000n - fee(3, 1),
      fee: fee(3, 1),
    })
  })

  it('is nothing when what would be left is dust, or nothing is held', () => {
    expect(max([utxo(400)]).amount).toBe(0n)
    expect(max([]).amount).toBe(0n)
  })

  it('is an amount coin selection then pays with every coin and that same fee, no change', () => {
    fc.assert(
      fc.property(
        // Coins each worth more than their input costs, at rates a wallet would meet.
        fc.array(fc.integer({ min: 10_000, max: 50_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 50 }),
        (values, feeRate) => {
          const utxos = values.map((value, vout) => utxo(value, true, vout))
          const all = max(utxos, feeRate)
          const selection = select(utxos, Number(all.amount), feeRate)
          expect(selection.inputs).toHaveLength(utxos.length)
          expect(selection).toMatchObject({ change: 0n, fee: all.fee })
        },
      ),
    )
  })
})
