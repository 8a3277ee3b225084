import * as ecc from '@bitcoinerlab/secp256k1'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../../bitcoin-test-accounts.js'
import { type FakeUtxo, inputSignaturesVerify, psbtSpending } from '../../test-utils/bitcoin-psbt.js'
import { bitcoinContextForTest } from '../../test-utils/bitcoin-wallet.js'
import { toBase64 } from '../bytes.js'
import type { BitcoinSignTransactionInput } from '../standard-features.js'
import { signTransaction } from './sign-transaction.js'

type Context = ReturnType<typeof bitcoinContextForTest>

/** bitcoinjs-lib's signature validator, on secp256k1: Schnorr for x-only keys, ECDSA for the others. */
const checkSignature = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
  pubkey.length === 32 ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature)

/** A PSBT spending one UTXO of the payment address and one of the ordinals address of the shown key. */
function ownPsbt(ctx: Context) {
  const { key } = ctx.keyring.current()
  const utxos: FakeUtxo[] = [
    { script: key.payment.script, value: 50_000n },
    { script: key.ordinals.script, value: 20_000n },
  ]
  return { utxos, psbt: psbtSpending(utxos) }
}

function signBoth(ctx: Context, psbt: Psbt, extra: Partial<BitcoinSignTransactionInput> = {}) {
  const { payment, ordinals } = ctx.keyring.current().accounts
  return signTransaction(ctx, [
    {
      psbt: psbt.toBuffer(),
      chain: 'bitcoin:regtest',
      inputsToSign: [
        { account: payment, signingIndexes: [0] },
        { account: ordinals, signingIndexes: [1] },
      ],
      ...extra,
    },
  ])
}

describe('bitcoin:signTransaction', () => {
  it('signs P2WPKH and P2TR inputs; the PSBT finalizes into a transaction whose signatures verify', async () => {
    const ctx = bitcoinContextForTest({ mode: 'manual' })
    const { psbt, utxos } = ownPsbt(ctx)
    const signing = signBoth(ctx, psbt)
    const pending = await ctx.approvals.waitForPending('bitcoin:signTransaction')
    expect(pending.params).toEqual([
      {
        chain: 'bitcoin:regtest',
        psbt: toBase64(psbt.toBuffer()),
        inputsToSign: [
          { account: BITCOIN_TEST_ACCOUNTS[0].payment.address, signingIndexes: [0] },
          { account: BITCOIN_TEST_ACCOUNTS[0].ordinals.address, signingIndexes: [1] },
        ],
        finalize: false,
      },
    ])
    ctx.approvals.approve()
    const [output] = await signing

    const signed = Psbt.fromBuffer(output!.signedPsbt)
    // Signed, not finalized: the dapp is the finalizer unless it asks.
    expect(signed.data.inputs.map((input) => input.finalScriptWitness)).toEqual([undefined, undefined])
    expect(signed.data.inputs[0]!.partialSig).toHaveLength(1)
    expect(signed.data.inputs[1]!.tapKeySig).toHaveLength(64)
    expect(signed.validateSignaturesOfAllInputs(checkSignature)).toBe(true)

    const tx = signed.finalizeAllInputs().extractTransaction()
    expect(inputSignaturesVerify(tx, utxos)).toEqual([true, true])
    // The wallet changed only signatures: the transaction is the one the dapp built.
    expect(tx.getId()).toBe(Transaction.fromBuffer(psbt.data.globalMap.unsignedTx.toBuffer()).getId())
  })

  it('finalizes the inputs it signed when asked', async () => {
    const ctx = bitcoinContextForTest()
    const { psbt, utxos } = ownPsbt(ctx)
    const [output] = await signBoth(ctx, psbt, { finalize: true })
    const tx = Psbt.fromBuffer(output!.signedPsbt).extractTransaction()
    expect(inputSignaturesVerify(tx, utxos)).toEqual([true, true])
  })

  it('signs with SIGHASH_ALL when asked, by number or by name (a 65-byte Taproot signature)', async () => {
    const ctx = bitcoinContextForTest()
    const { psbt, utxos } = ownPsbt(ctx)
    const { payment, ordinals } = ctx.keyring.current().accounts
    const [output] = await signTransaction(ctx, [
      {
        psbt: psbt.toBuffer(),
        inputsToSign: [
          { account: payment, signingIndexes: [0], sigHash: 1 },
          { account: ordinals, signingIndexes: [1], sigHash: 'ALL' },
        ],
        finalize: true,
      },
    ])
    const tx = Psbt.fromBuffer(output!.signedPsbt).extractTransaction()
    expect(tx.ins[1]!.witness[0]).toHaveLength(65)
    expect(inputSignaturesVerify(tx, utxos)).toEqual([true, true])
  })

  it("signs only the inputs it is told to, leaving another signer's input as it was", async () => {
    const ctx = bitcoinContextForTest()
    const { key, accounts } = ctx.keyring.current()
    const other = ctx.keyring.entries[1]!.key
    const psbt = psbtSpending([
      { script: other.payment.script, value: 10_000n },
      { script: key.payment.script, value: 10_000n },
    ])
    const [output] = await signTransaction(ctx, [
      { psbt: psbt.toBuffer(), inputsToSign: [{ account: accounts.payment, signingIndexes: [1] }] },
    ])
    const signed = Psbt.fromBuffer(output!.signedPsbt)
    expect(signed.data.inputs[0]!.partialSig).toBeUndefined()
    expect(signed.data.inputs[1]!.partialSig).toHaveLength(1)
  })

  it('refuses, before asking, anything it cannot sign, saying why', async () => {
    const ctx = bitcoinContextForTest({ mode: 'manual' })
    const { payment, ordinals } = ctx.keyring.current().accounts
    const { psbt } = ownPsbt(ctx)
    const bytes = psbt.toBuffer()
    const cases: [Partial<BitcoinSignTransactionInput>, string | number][] = [
      [{ psbt: Uint8Array.of(1, 2, 3) }, 'the psbt could not be decoded'],
      [{ psbt: toBase64(bytes) as unknown as Uint8Array }, 'the psbt must be a Uint8Array, got a string.'],
      [{ chain: 'bitcoin:mainnet' }, 'does not know the chain "bitcoin:mainnet"'],
      [{ inputsToSign: [] }, 'inputsToSign must name at least one'],
      [{ inputsToSign: [{ account: payment, signingIndexes: [] }] }, 'signingIndexes must list at least one'],
      [
        { inputsToSign: [{ account: payment, signingIndexes: [2] }] },
        'signing index 2 is not an input of the psbt (it has 2).',
      ],
      [
        { inputsToSign: [{ account: payment, signingIndexes: [1] }] },
        `input 1 spends from ${ordinals.address}, not from the payment address`,
      ],
      [
        {
          inputsToSign: [
            { account: payment, signingIndexes: [0] },
            { account: payment, signingIndexes: [0] },
          ],
        },
        'input 0 is named more than once.',
      ],
      [{ inputsToSign: [{ account: payment, signingIndexes: [0], sigHash: 3 }] }, 4200],
      [{ inputsToSign: [{ account: ordinals, signingIndexes: [1], sigHash: 'SINGLE' }] as never }, 4200],
      [{ finalize: 'yes' as unknown as boolean }, 'finalize must be true or false.'],
    ]
    for (const [change, expected] of cases) {
      const input = {
        psbt: bytes,
        inputsToSign: [{ account: payment, signingIndexes: [0] }],
        ...change,
      } as BitcoinSignTransactionInput
      const error = await signTransaction(ctx, [input]).catch((caught: unknown) => caught)
      if (typeof expected === 'number') expect(error).toMatchObject({ code: expected })
      else expect(error).toMatchObject({ message: expect.stringContaining(expected) })
    }
    expect(ctx.approvals.pending()).toEqual([])
  })

  it('refuses an input that is already finalized, or carries another sighash than the one asked', async () => {
    const ctx = bitcoinContextForTest()
    const { psbt } = ownPsbt(ctx)
    const [finalized] = await signBoth(ctx, psbt, { finalize: true })
    const { payment, ordinals } = ctx.keyring.current().accounts
    await expect(
      signTransaction(ctx, [
        { psbt: finalized!.signedPsbt, inputsToSign: [{ account: payment, signingIndexes: [0] }] },
      ]),
    ).rejects.toThrow('input 0 is already finalized.')

    const carrying = ownPsbt(ctx).psbt.updateInput(1, { sighashType: Transaction.SIGHASH_ALL })
    await expect(
      signTransaction(ctx, [
        { psbt: carrying.toBuffer(), inputsToSign: [{ account: ordinals, signingIndexes: [1], sigHash: 0 }] },
      ]),
    ).rejects.toThrow('input 1 carries sighash 1, but 0 was asked for.')
  })

  it("rejects with 4001 'User rejected the request.' when the user says no", async () => {
    const ctx = bitcoinContextForTest({ mode: 'manual' })
    const signing = signBoth(ctx, ownPsbt(ctx).psbt)
    await ctx.approvals.waitForPending('bitcoin:signTransaction')
    ctx.approvals.reject()
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('answers no inputs with no outputs, without asking', async () => {
    const ctx = bitcoinContextForTest({ mode: 'manual' })
    await expect(signTransaction(ctx, [])).resolves.toEqual([])
  })
})
