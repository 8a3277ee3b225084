import { script } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { testWallet } from './bitcoin.test-helper.js'
import { fundingTransaction } from './funding-transaction.js'

const wallet = testWallet('funding/alice')

describe('fundingTransaction', () => {
  it('is a coinbase paying the outputs in order, its height first in the scriptSig', () => {
    const tx = fundingTransaction(300, [
      { script: wallet.p2wpkh.script, value: 5n },
      { script: wallet.p2tr.script, value: 7n },
    ])
    expect(tx.isCoinbase()).toBe(true)
    expect(tx.outs.map((output) => output.value)).toEqual([5n, 7n])
    const [height] = script.decompile(tx.ins[0]!.script)!
    expect(script.number.decode(height as Uint8Array)).toBe(300)
  })

  it('differs from height to height, so two fundings are never one transaction', () => {
    const outputs = [{ script: wallet.p2wpkh.script, value: 5n }]
    expect(fundingTransaction(2, outputs).getId()).not.toBe(fundingTransaction(3, outputs).getId())
  })

  it('pays an empty OP_RETURN when there is nothing to fund', () => {
    const tx = fundingTransaction(1, [])
    expect(tx.outs).toEqual([{ script: Uint8Array.of(script.OPS.OP_RETURN), value: 0n }])
  })
})
