// @vitest-environment happy-dom

import { networks, Psbt } from 'bitcoinjs-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { UnsupportedAddressTypeError } from '../errors.js'
import { ALICE, BOB, inputsVerify, regtestScript, txidOf } from '../test-utils/chain.js'
import { connectedTestWallet } from '../test-utils/test-wallet.js'
import { buildTransferPsbt, nestedRedeemScript, taprootInternalKey } from './build-psbt.js'
import { selectCoins, type Utxo } from './coin-selection.js'
import { useEcc } from './ecc.js'
import { outputScriptOf } from './output-script.js'
import { feeFor } from './tx-size.js'

useEcc()
const network = networks.regtest
const RATE = 3
const installed: { uninstall(): void }[] = []
afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
  localStorage.clear()
})

const utxos = (...values: number[]): Utxo[] =>
  values.map((value, i) => ({ txid: txidOf(`funding ${i}`), vout: i, value: BigInt(value), confirmed: true }))

/** Builds the transfer, has the real test wallet sign and finalize it, and extracts it. */
async function signedTransfer(from: 'payment' | 'nested' | 'ordinals', amount: bigint, coins: Utxo[]) {
  const { wallet, signer, ...accounts } = await connectedTestWallet(
    undefined,
    from === 'nested' ? 'p2sh-p2wpkh' : 'p2wpkh',
  )
  installed.push(wallet)
  const account = accounts[from === 'nested' ? 'payment' : from]
  const sender = outputScriptOf(account.address, network)
  const recipient = outputScriptOf(BOB.payment.address, network)
  const kind = from === 'nested' ? 'p2sh-p2wpkh' : (sender.kind as 'p2wpkh' | 'p2tr')
  const publicKey = new Uint8Array(account.publicKey)
  const redeemScript =
    kind === 'p2sh-p2wpkh'
      ? nestedRedeemScript({ address: account.address, publicKey }, sender, network)
      : undefined
  const selection = selectCoins({
    utxos: coins,
    amount,
    feeRate: RATE,
    spend: kind,
    recipient: recipient.kind,
  })
  const tapInternalKey = taprootInternalKey(publicKey, sender, network)
  const psbt = buildTransferPsbt({
    network,
    selection,
    sender,
    recipient,
    amount,
    tapInternalKey,
    redeemScript,
  })
  const signed = Psbt.fromBuffer(
    await signer(account)(
      psbt.toBuffer(),
      selection.inputs.map((_, i) => i),
    ),
    { network },
  )
  return { psbt, selection, sender, tx: signed.extractTransaction(), tapInternalKey }
}

describe('buildTransferPsbt', () => {
  it('P2WPKH: spends the chosen outputs with their witnessUtxo, pays the recipient, returns the change', async () => {
    const coins = utxos(40_000, 25_000, 1_000)
    const { psbt, selection, sender, tx } = await signedTransfer('payment', 50_000n, coins)
    expect(
      psbt.txInputs.map((input) => [Buffer.from(input.hash).reverse().toString('hex'), input.index]),
    ).toEqual([
      [coins[0]!.txid, 0],
      [coins[1]!.txid, 1],
    ])
    expect(psbt.txInputs.every((input) => input.sequence === 0xfffffffd)).toBe(true)
    expect(psbt.data.inputs.map((input) => input.witnessUtxo?.value)).toEqual([40_000n, 25_000n])
    expect(psbt.txOutputs.map((o) => [o.address, o.value])).toEqual([
      [BOB.payment.address, 50_000n],
      [ALICE.payment.address, selection.change],
    ])
    // What a node checks: every signature over what it spends, and the fee the rate asks for.
    expect(
      inputsVerify(
        tx,
        [coins[0]!, coins[1]!].map((c) => ({ script: sender.script, value: c.value })),
      ),
    ).toBe(true)
    const fee = 65_000n - tx.outs.reduce((sum, out) => sum + out.value, 0n)
    expect(fee).toBe(selection.fee)
    expect(fee).toBeGreaterThanOrEqual(feeFor(tx.virtualSize(), RATE))
    expect(selection.vsize - tx.virtualSize()).toBeLessThanOrEqual(2)
  })

  it('P2TR: names the internal key, and the wallet’s key-path signature verifies', async () => {
    const coins = utxos(30_000)
    const { psbt, selection, sender, tx, tapInternalKey } = await signedTransfer('ordinals', 12_000n, coins)
    expect(Buffer.from(tapInternalKey!).toString('hex')).toBe(ALICE.ordinals.publicKey)
    expect(psbt.data.inputs[0]).toMatchObject({
      tapInternalKey,
      witnessUtxo: { script: sender.script, value: 30_000n },
    })
    expect(psbt.txOutputs.map((o) => o.address)).toEqual([BOB.payment.address, ALICE.ordinals.address])
    expect(inputsVerify(tx, [{ script: sender.script, value: 30_000n }])).toBe(true)
    const fee = 30_000n - tx.outs.reduce((sum, out) => sum + out.value, 0n)
    expect(fee).toBe(selection.fee)
    expect(fee).toBeGreaterThanOrEqual(feeFor(tx.virtualSize(), RATE))
    expect(selection.vsize - tx.virtualSize()).toBeLessThanOrEqual(1)
  })

  it('P2SH-P2WPKH (nested SegWit): reveals the redeem script, and the wallet’s signature verifies as a node checks it', async () => {
    const coins = utxos(30_000, 20_000)
    const { psbt, selection, sender, tx } = await signedTransfer('nested', 40_000n, coins)
    expect(psbt.data.inputs.map((input) => Buffer.from(input.redeemScript!).toString('hex'))).toEqual([
      ALICE.nestedPayment.redeemScript,
      ALICE.nestedPayment.redeemScript,
    ])
    expect(psbt.txOutputs.map((o) => o.address)).toEqual([BOB.payment.address, ALICE.nestedPayment.address])
    expect(
      inputsVerify(
        tx,
        coins.map((c) => ({ script: sender.script, value: c.value })),
      ),
    ).toBe(true)
    const fee = 50_000n - tx.outs.reduce((sum, out) => sum + out.value, 0n)
    expect(fee).toBe(selection.fee)
    expect(fee).toBeGreaterThanOrEqual(feeFor(tx.virtualSize(), RATE))
    expect(selection.vsize - tx.virtualSize()).toBeLessThanOrEqual(2)
  })

  it('makes no change output when the selection has none', () => {
    const sender = outputScriptOf(ALICE.payment.address, network)
    const recipient = outputScriptOf(BOB.payment.address, network)
    const selection = { inputs: utxos(10_000), change: 0n, fee: 330n, vsize: 110 }
    const psbt = buildTransferPsbt({ network, selection, sender, recipient, amount: 9_670n })
    expect(psbt.txOutputs).toHaveLength(1)
    expect(psbt.version).toBe(2)
  })
})

describe('taprootInternalKey', () => {
  const sender = outputScriptOf(ALICE.ordinals.address, network)
  const xOnly = Buffer.from(ALICE.ordinals.publicKey, 'hex')

  it('is the account’s key, x-only or compressed, when the address was made from it', () => {
    const hex = (key: Uint8Array | undefined) => key && Buffer.from(key).toString('hex')
    expect(hex(taprootInternalKey(xOnly, sender, network))).toBe(ALICE.ordinals.publicKey)
    expect(hex(taprootInternalKey(Buffer.concat([Buffer.of(2), xOnly]), sender, network))).toBe(
      ALICE.ordinals.publicKey,
    )
  })

  it('is nothing for another key, a key of the wrong length, or a sender that is not P2TR', () => {
    expect(taprootInternalKey(Buffer.from(BOB.ordinals.publicKey, 'hex'), sender, network)).toBeUndefined()
    expect(taprootInternalKey(new Uint8Array(20), sender, network)).toBeUndefined()
    expect(taprootInternalKey(undefined, sender, network)).toBeUndefined()
    const p2wpkh = { kind: 'p2wpkh' as const, script: regtestScript(ALICE.payment.address) }
    expect(taprootInternalKey(xOnly, p2wpkh, network)).toBeUndefined()
  })
})

describe('nestedRedeemScript', () => {
  const sender = outputScriptOf(ALICE.nestedPayment.address, network)
  const key = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))

  it('is the P2WPKH script of the account’s key when the address wraps it', () => {
    const address = ALICE.nestedPayment.address
    const redeem = nestedRedeemScript({ address, publicKey: key(ALICE.payment.publicKey) }, sender, network)
    expect(Buffer.from(redeem).toString('hex')).toBe(ALICE.nestedPayment.redeemScript)
  })

  it('refuses a key that is not on the curve, an x-only key, or another account’s', () => {
    const address = ALICE.nestedPayment.address
    for (const publicKey of [
      key(`02${'00'.repeat(32)}`),
      key(ALICE.ordinals.publicKey),
      key(BOB.payment.publicKey),
    ]) {
      expect(() => nestedRedeemScript({ address, publicKey }, sender, network)).toThrow(
        UnsupportedAddressTypeError,
      )
    }
  })
})
