import { Psbt, script } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../../bitcoin-test-accounts.js'
import { type FakeUtxo, inputSignaturesVerify, psbtSpending } from '../../test-utils/bitcoin-psbt.js'
import { bitcoinContextForTest } from '../../test-utils/bitcoin-wallet.js'
import { fromHex } from '../bytes.js'
import { bitcoinCrypto } from '../ecc.js'
import { signTransaction } from './sign-transaction.js'

// A wallet whose payment account is nested SegWit, as Xverse's is: the dapp spends its P2SH
// outputs with witnessUtxo and redeemScript in each input, and finalizes unless it asks the wallet to.

const [first] = BITCOIN_TEST_ACCOUNTS
const { ecc } = bitcoinCrypto()
const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
  ecc.verify(hash, pubkey, signature)

function nestedWallet() {
  const ctx = bitcoinContextForTest({ paymentType: 'p2sh-p2wpkh' })
  const { key, accounts } = ctx.keyring.current()
  const utxo: FakeUtxo = {
    script: key.payment.script,
    redeemScript: key.payment.redeemScript,
    value: 40_000n,
  }
  return { ctx, account: accounts.payment, utxo }
}

describe('bitcoin:signTransaction from a nested SegWit (P2SH-P2WPKH) payment address', () => {
  it('signs an input carrying witnessUtxo and redeemScript; finalized by the dapp, it spends the P2SH output', async () => {
    const { ctx, account, utxo } = nestedWallet()
    expect(account.address).toBe(first.nestedPayment.address)
    const psbt = psbtSpending([utxo])
    const [output] = await signTransaction(ctx, [
      { psbt: psbt.toBuffer(), inputsToSign: [{ account, signingIndexes: [0] }] },
    ])

    const signed = Psbt.fromBuffer(output!.signedPsbt)
    expect(signed.data.inputs[0]!.finalScriptWitness).toBeUndefined()
    expect(signed.data.inputs[0]!.partialSig?.map((sig) => sig.pubkey)).toEqual([
      fromHex(first.payment.publicKey),
    ])
    expect(signed.validateSignaturesOfInput(0, validator)).toBe(true)

    const tx = signed.finalizeAllInputs().extractTransaction()
    // BIP-141's nested form: the scriptSig pushes the redeem script alone, the witness holds [sig, pubkey].
    expect(tx.ins[0]!.script).toEqual(script.compile([fromHex(first.nestedPayment.redeemScript)]))
    expect(tx.ins[0]!.witness[1]).toEqual(fromHex(first.payment.publicKey))
    expect(inputSignaturesVerify(tx, [utxo])).toEqual([true])
  })

  it('finalizes the nested input itself when asked', async () => {
    const { ctx, account, utxo } = nestedWallet()
    const [output] = await signTransaction(ctx, [
      {
        psbt: psbtSpending([utxo]).toBuffer(),
        inputsToSign: [{ account, signingIndexes: [0] }],
        finalize: true,
      },
    ])
    const tx = Psbt.fromBuffer(output!.signedPsbt).extractTransaction()
    expect(inputSignaturesVerify(tx, [utxo])).toEqual([true])
  })

  it('refuses, before asking, an input without the redeemScript it needs to sign', async () => {
    const ctx = bitcoinContextForTest({ paymentType: 'p2sh-p2wpkh', mode: 'manual' })
    const { key, accounts } = ctx.keyring.current()
    const psbt = psbtSpending([{ script: key.payment.script, value: 40_000n }])
    await expect(
      signTransaction(ctx, [
        { psbt: psbt.toBuffer(), inputsToSign: [{ account: accounts.payment, signingIndexes: [0] }] },
      ]),
    ).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('input 0 spends the nested SegWit address'),
    })
    expect(ctx.approvals.pending()).toEqual([])
  })
})
