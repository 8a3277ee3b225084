// @vitest-environment happy-dom

import { InvalidWalletResponseError, RpcError, UnsupportedChainError } from '@appkit/common'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { toBase64 } from './bytes.js'
import { UnsupportedWalletMethodError } from './errors.js'
import { ALICE, BOB, regtestNetwork, regtestScript, txidOf } from './test-utils/chain.js'
import { type FakeEsplora, startFakeEsplora } from './test-utils/fake-esplora.js'
import { connectedTestWallet } from './test-utils/test-wallet.js'
import { type WalletStandardContext, walletStandardProvider } from './wallet-standard-provider.js'

let esplora: FakeEsplora
const installed: { uninstall(): void }[] = []
beforeAll(async () => {
  esplora = await startFakeEsplora()
})
afterAll(() => esplora.close())
afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
  localStorage.clear()
})

const context = (
  connected: readonly WalletAccount[] = [],
  network = regtestNetwork(),
): WalletStandardContext => ({
  address: ALICE.payment.address,
  network: () => network,
  esploraUrlOf: () => esplora.url,
  connected: () => connected,
})

async function realProvider() {
  const { wallet, payment, ordinals } = await connectedTestWallet()
  installed.push(wallet)
  return {
    wallet,
    provider: walletStandardProvider(
      wallet.standardWallet as unknown as Wallet,
      context([payment, ordinals]),
    ),
  }
}

describe('the provider of the real Bitcoin test wallet', () => {
  it('lists the payment address first, then the ordinals one, with their keys', async () => {
    const { provider } = await realProvider()
    await expect(provider.getAccountAddresses()).resolves.toEqual([
      { address: ALICE.payment.address, purpose: 'payment', publicKey: ALICE.payment.publicKey },
      { address: ALICE.ordinals.address, purpose: 'ordinals', publicKey: ALICE.ordinals.publicKey },
    ])
  })

  it('signs messages with BIP-322 (either address) or ECDSA when asked, in base64 that verifies', async () => {
    const { provider } = await realProvider()
    const payment = await provider.signMessage({ message: 'Hello from the lab' })
    expect(Verifier.verifySignature(ALICE.payment.address, 'Hello from the lab', payment)).toBe(true)
    const ordinals = await provider.signMessage({ message: 'Hello', address: ALICE.ordinals.address })
    expect(Verifier.verifySignature(ALICE.ordinals.address, 'Hello', ordinals)).toBe(true)
    const legacy = await provider.signMessage({ message: 'Hello', protocol: 'ecdsa' })
    expect(Buffer.from(legacy, 'base64')).toHaveLength(65)
    expect(Verifier.verifySignature(ALICE.payment.address, 'Hello', legacy)).toBe(true)
  })

  it('signs a PSBT’s named inputs, and with broadcast sends it through the Esplora', async () => {
    const { provider } = await realProvider()
    const psbt = new Psbt()
    psbt.addInput({
      hash: txidOf('p'),
      index: 0,
      witnessUtxo: { script: regtestScript(ALICE.payment.address), value: 5_000n },
    })
    psbt.addInput({
      hash: txidOf('o'),
      index: 1,
      witnessUtxo: { script: regtestScript(ALICE.ordinals.address), value: 6_000n },
    })
    psbt.addOutput({ script: regtestScript(BOB.payment.address), value: 10_000n })
    const signInputs = [
      { address: ALICE.payment.address, index: 0 },
      { address: ALICE.ordinals.address, index: 1 },
    ]
    const signed = await provider.signPsbt({ psbt: psbt.toBase64(), signInputs })
    expect(signed.txid).toBeUndefined()
    expect(
      Psbt.fromBase64(signed.psbt).data.inputs.map((i) => Boolean(i.partialSig?.length || i.tapKeySig)),
    ).toEqual([true, true])
    const sent = await provider.signPsbt({ psbt: psbt.toBase64(), signInputs, broadcast: true })
    expect(Transaction.fromHex(esplora.state.broadcasts.at(-1)!).getId()).toBe(sent.txid)
  })

  it('sends a transfer: a PSBT over the payment address’s UTXOs, signed by the wallet, broadcast', async () => {
    const { provider } = await realProvider()
    esplora.state.utxos.set(ALICE.payment.address, [
      { txid: txidOf('t'), vout: 0, value: 80_000, confirmed: true },
    ])
    const txid = await provider.sendTransfer({ recipient: BOB.payment.address, amount: '30000' })
    const tx = Transaction.fromHex(esplora.state.broadcasts.at(-1)!)
    expect(tx.getId()).toBe(txid)
    expect(tx.outs[0]!.value).toBe(30_000n)
  })

  it('refuses a PSBT that is not base64, and a network the adapter does not know', async () => {
    const { wallet, payment } = await connectedTestWallet()
    installed.push(wallet)
    const standard = wallet.standardWallet as unknown as Wallet
    const provider = walletStandardProvider(standard, context([payment]))
    await expect(provider.signPsbt({ psbt: '***', signInputs: [] })).rejects.toBeInstanceOf(RpcError)
    const unknown = { ...regtestNetwork(), caipNetworkId: 'bip122:ffffffffffffffffffffffffffffffff' as const }
    const elsewhere = walletStandardProvider(standard, context([payment], unknown))
    await expect(
      elsewhere.sendTransfer({ recipient: BOB.payment.address, amount: 1000n }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
  })
})

describe('the provider of a wallet that lacks something', () => {
  const account = { address: ALICE.payment.address, publicKey: new Uint8Array(), chains: [], features: [] }
  const fake = (features: Record<string, unknown>) =>
    ({ name: 'Fake', chains: [], accounts: [account], features }) as unknown as Wallet

  it('asks for ECDSA when the wallet refuses BIP-322 for the account', async () => {
    const asked: unknown[] = []
    const wallet = fake({
      'bitcoin:signMessage': {
        signMessage: async ({ protocol }: { protocol: string }) => {
          asked.push(protocol)
          if (protocol === 'bip322')
            throw Object.assign(new Error('BIP-322 is not supported'), { code: 4200 })
          return [{ signature: new Uint8Array(65).fill(1) }]
        },
      },
    })
    const signature = await walletStandardProvider(wallet, context()).signMessage({ message: 'x' })
    expect(signature).toBe(toBase64(new Uint8Array(65).fill(1)))
    expect(asked).toEqual(['bip322', 'ecdsa'])
  })

  it('says at once that a feature is missing: a typed 4200, never a wait', async () => {
    const provider = walletStandardProvider(fake({}), context())
    await expect(provider.signMessage({ message: 'x' })).rejects.toBeInstanceOf(UnsupportedWalletMethodError)
    const psbt = toBase64(new Psbt().toBuffer())
    const signInputs = [{ address: ALICE.payment.address, index: 0 }]
    await expect(provider.signPsbt({ psbt, signInputs })).rejects.toMatchObject({ code: 4200 })
  })

  it('refuses an answer without a signature, and an address it does not hold', async () => {
    const wallet = fake({ 'bitcoin:signMessage': { signMessage: async () => [{}] } })
    const provider = walletStandardProvider(wallet, context())
    await expect(provider.signMessage({ message: 'x' })).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(provider.signMessage({ message: 'x', address: BOB.payment.address })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })
})
