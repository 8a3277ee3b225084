import { Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { psbtSpending } from '../test-utils/bitcoin-psbt.js'
import { bitcoinContextForTest } from '../test-utils/bitcoin-wallet.js'
import { decodePsbt, planSigning } from './psbt-plan.js'

describe('planSigning', () => {
  it("names each input to sign with its account's purpose and sighash flag", () => {
    const ctx = bitcoinContextForTest()
    const { key, accounts } = ctx.keyring.current()
    const psbt = psbtSpending([
      { script: key.ordinals.script, value: 1_000n },
      { script: key.payment.script, value: 2_000n },
    ])
    const plan = planSigning(ctx, psbt, [
      { account: accounts.payment, signingIndexes: [1] },
      { account: accounts.ordinals, signingIndexes: [0], sigHash: 'ALL' },
    ])
    expect(plan.steps).toEqual([
      { index: 1, purpose: 'payment', sighashType: Transaction.SIGHASH_ALL },
      { index: 0, purpose: 'ordinals', sighashType: Transaction.SIGHASH_ALL },
    ])
    expect(plan.entry).toBe(ctx.keyring.current())
  })

  it('reads a UTXO given as the whole previous transaction, and wants one for every input when Taproot signs', () => {
    const ctx = bitcoinContextForTest()
    const { key, accounts } = ctx.keyring.current()
    const previous = new Transaction()
    previous.addInput(new Uint8Array(32), 0)
    previous.addOutput(key.ordinals.script, 5_000n)
    previous.addOutput(key.payment.script, 5_000n)
    const psbt = psbtSpending([{ script: key.ordinals.script, value: 5_000n }])
    psbt.addInput({ hash: previous.getHash(), index: 1, nonWitnessUtxo: previous.toBuffer() })
    expect(planSigning(ctx, psbt, [{ account: accounts.payment, signingIndexes: [1] }]).steps).toHaveLength(1)

    const bare = psbtSpending([{ script: key.ordinals.script, value: 5_000n }])
    bare.addInput({ hash: new Uint8Array(32), index: 0 })
    expect(() => planSigning(ctx, bare, [{ account: accounts.ordinals, signingIndexes: [0] }])).toThrow(
      "a Taproot signature needs every input's UTXO; input 1 has none.",
    )
    expect(() => planSigning(ctx, bare, [{ account: accounts.payment, signingIndexes: [1] }])).toThrow(
      'input 1 has no witnessUtxo or nonWitnessUtxo.',
    )
  })

  it('refuses a Taproot input that names another internal key', () => {
    const ctx = bitcoinContextForTest()
    const { key, accounts } = ctx.keyring.current()
    const psbt = psbtSpending([{ script: key.ordinals.script, value: 5_000n }])
    psbt.updateInput(0, { tapInternalKey: ctx.keyring.entries[1]!.key.ordinals.publicKey })
    expect(() => planSigning(ctx, psbt, [{ account: accounts.ordinals, signingIndexes: [0] }])).toThrow(
      'input 0 names another tapInternalKey',
    )
  })
})

describe('decodePsbt', () => {
  it('says why bytes are no PSBT', () => {
    expect(() => decodePsbt(new TextEncoder().encode('psbt'), bitcoinContextForTest().network)).toThrow(
      /^Invalid input: the psbt could not be decoded \(.+\)\.$/,
    )
  })
})
