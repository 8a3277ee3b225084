import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { inputSignaturesVerify, psbtSpending } from '../test-utils/bitcoin-psbt.js'
import { bitcoinContextForTest } from '../test-utils/bitcoin-wallet.js'
import { planSigning } from './psbt-plan.js'
import { signPsbt } from './psbt-sign.js'

describe('signPsbt', () => {
  it('adds the internal key to a Taproot input that lacks it, and signs without finalizing', () => {
    const ctx = bitcoinContextForTest()
    const { key, accounts } = ctx.keyring.current()
    const utxos = [{ script: key.ordinals.script, value: 9_000n }]
    const psbt = psbtSpending(utxos)
    signPsbt(psbt, planSigning(ctx, psbt, [{ account: accounts.ordinals, signingIndexes: [0] }]), false)
    expect(psbt.data.inputs[0]!.tapInternalKey).toEqual(key.ordinals.publicKey)
    expect(psbt.data.inputs[0]!.finalScriptWitness).toBeUndefined()
    const tx = Psbt.fromBuffer(psbt.toBuffer()).finalizeAllInputs().extractTransaction()
    expect(inputSignaturesVerify(tx, utxos)).toEqual([true])
  })

  it('turns what bitcoinjs-lib refuses into a typed error that names the input', () => {
    const ctx = bitcoinContextForTest()
    const { key, accounts } = ctx.keyring.current()
    const psbt = psbtSpending([{ script: key.payment.script, value: 9_000n }])
    const plan = planSigning(ctx, psbt, [{ account: accounts.payment, signingIndexes: [0] }])
    // Another key than the one the plan was made for: the script no longer matches at signing.
    const wrong = { ...plan, entry: ctx.keyring.entries[1]! }
    expect(() => signPsbt(psbt, wrong, false)).toThrow(
      expect.objectContaining({
        code: -32602,
        message: expect.stringMatching(/^Invalid input: input 0 could not be signed/),
      }),
    )
  })
})
