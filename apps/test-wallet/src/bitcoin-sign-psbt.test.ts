import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it, vi } from 'vitest'
import { BITCOIN_NETWORK, bitcoinEcc, loadBitcoinSigner } from './bitcoin-key.js'
import { bitcoinSignPsbt, esploraBroadcast } from './bitcoin-sign-psbt.js'

const ACCOUNT = BITCOIN_TEST_ACCOUNTS[2]
const signer = loadBitcoinSigner(ACCOUNT.privateKey)

/** Spends one output of each of the wallet's addresses to the lab wallet's payment address. */
function unsignedPsbt(): string {
  const psbt = new Psbt({ network: BITCOIN_NETWORK })
  psbt.addInput({
    hash: '11'.repeat(32),
    index: 0,
    witnessUtxo: { script: signer.payment.script, value: 50_000n },
  })
  psbt.addInput({
    hash: '22'.repeat(32),
    index: 1,
    witnessUtxo: { script: signer.ordinals.script, value: 30_000n },
  })
  psbt.addOutput({ address: BITCOIN_TEST_ACCOUNTS[0].payment.address, value: 79_000n })
  return psbt.toBase64()
}

const signInputs = [
  { address: ACCOUNT.payment.address, index: 0 },
  { address: ACCOUNT.ordinals.address, index: 1 },
]

describe('bip122 signPsbt', () => {
  it('signs the listed P2WPKH (ECDSA) and P2TR (Schnorr) inputs, not finalized', async () => {
    const broadcast = vi.fn()
    const { psbt, txid } = await bitcoinSignPsbt(
      signer,
      { account: ACCOUNT.payment.address, psbt: unsignedPsbt(), signInputs, broadcast: false },
      broadcast,
    )
    expect(txid).toBeUndefined()
    expect(broadcast).not.toHaveBeenCalled()
    const signed = Psbt.fromBase64(psbt, { network: BITCOIN_NETWORK })
    const { ecc } = bitcoinEcc()
    const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
      signature.length === 64 && pubkey.length === 32
        ? ecc.verifySchnorr(hash, pubkey, signature)
        : ecc.verify(hash, pubkey, signature)
    expect(signed.data.inputs[0]!.partialSig).toHaveLength(1)
    expect(signed.data.inputs[1]!.tapKeySig).toHaveLength(64)
    expect(signed.validateSignaturesOfAllInputs(validator)).toBe(true)
  })

  it('with broadcast, finalizes, extracts and sends the transaction, answering { psbt, txid }', async () => {
    const broadcast = vi.fn(async (hex: string) => Transaction.fromHex(hex).getId())
    const { psbt, txid } = await bitcoinSignPsbt(
      signer,
      { account: ACCOUNT.payment.address, psbt: unsignedPsbt(), signInputs, broadcast: true },
      broadcast,
    )
    const tx = Transaction.fromHex(broadcast.mock.calls[0]![0])
    expect(txid).toBe(tx.getId())
    expect(tx.ins.map((input) => input.witness.length)).toEqual([2, 1])
    expect(Psbt.fromBase64(psbt).data.inputs.every((input) => input.finalScriptWitness)).toBe(true)
  })

  it('refuses an input of another address (4100), a bad index or psbt (-32602)', async () => {
    const send = vi.fn()
    const call = (params: object) =>
      bitcoinSignPsbt(signer, { psbt: unsignedPsbt(), broadcast: false, ...params }, send)
    await expect(
      call({ signInputs: [{ address: BITCOIN_TEST_ACCOUNTS[0].payment.address, index: 0 }] }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      call({ signInputs: [{ address: ACCOUNT.payment.address, index: 5 }] }),
    ).rejects.toMatchObject({
      code: -32602,
    })
    await expect(call({ signInputs: [] })).rejects.toMatchObject({ code: -32602 })
    await expect(call({ psbt: 'nope', signInputs })).rejects.toMatchObject({ code: -32602 })
    // The payment key cannot sign the ordinals input: bitcoinjs-lib's reason is passed on.
    await expect(
      call({ signInputs: [{ address: ACCOUNT.payment.address, index: 1 }] }),
    ).rejects.toMatchObject({
      code: -32602,
    })
  })
})

describe('esploraBroadcast', () => {
  it("POSTs the hex to {esplora}/tx and answers Esplora's txid", async () => {
    const fetchFn = vi.fn(async () => new Response('ab'.repeat(32)))
    const send = esploraBroadcast('http://127.0.0.1:8787/bitcoin/regtest/api/', fetchFn)
    await expect(send('0200')).resolves.toBe('ab'.repeat(32))
    expect(fetchFn).toHaveBeenCalledWith('http://127.0.0.1:8787/bitcoin/regtest/api/tx', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '0200',
    })
  })

  it("fails with Esplora's reason when it refuses", async () => {
    const fetchFn = vi.fn(async () => new Response('bad-txns-inputs-missingorspent', { status: 400 }))
    await expect(esploraBroadcast('http://e', fetchFn)('00')).rejects.toThrow(
      'Esplora refused the transaction (400): bad-txns-inputs-missingorspent',
    )
  })
})
