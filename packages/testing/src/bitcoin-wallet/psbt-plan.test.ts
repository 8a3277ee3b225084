import { Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { psbtSpending } from '../test-utils/bitcoin-psbt.js'
import { bitcoinContextForTest } from '../test-utils/bitcoin-wallet.js'
import { loadBitcoinKey } from './key.js'
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

  it('wants the redeem script of a nested SegWit payment address, and that one only', () => {
    const ctx = bitcoinContextForTest({ paymentType: 'p2sh-p2wpkh' })
    const { key, accounts } = ctx.keyring.current()
    const { address, script, redeemScript } = key.payment
    const signing = [{ account: accounts.payment, signingIndexes: [0] }]
    expect(planSigning(ctx, psbtSpending([{ script, redeemScript, value: 5_000n }]), signing).steps).toEqual([
      { index: 0, purpose: 'payment', sighashType: Transaction.SIGHASH_ALL },
    ])
    expect(() => planSigning(ctx, psbtSpending([{ script, value: 5_000n }]), signing)).toThrow(
      `input 0 spends the nested SegWit address ${address} but carries no redeemScript.`,
    )
    const another = ctx.keyring.entries[1]!.key.payment.redeemScript
    expect(() =>
      planSigning(ctx, psbtSpending([{ script, redeemScript: another, value: 5_000n }]), signing),
    ).toThrow(`not ${address}'s`)
    // The native address of the same key is not this account's: it signs from one address, like Xverse.
    const native = loadBitcoinKey(BITCOIN_TEST_ACCOUNTS[0].privateKey, ctx.network).payment.script
    expect(() => planSigning(ctx, psbtSpending([{ script: native, value: 5_000n }]), signing)).toThrow(
      `not from the payment address ${address}`,
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
