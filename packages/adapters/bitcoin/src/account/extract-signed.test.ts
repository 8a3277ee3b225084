// @vitest-environment happy-dom

import { InvalidWalletResponseError } from '@appkit/common'
import { networks, Psbt } from 'bitcoinjs-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { ALICE, BOB, inputsVerify, regtestScript, txidOf } from '../test-utils/chain.js'
import { connectedTestWallet } from '../test-utils/test-wallet.js'
import { useEcc } from './ecc.js'
import { decodePsbt, extractSigned } from './extract-signed.js'

useEcc()
const network = networks.regtest
const spent = { script: regtestScript(ALICE.payment.address), value: 20_000n }
const installed: { uninstall(): void }[] = []
afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
  localStorage.clear()
})

function unsigned(amount = 15_000n) {
  const psbt = new Psbt({ network })
  psbt.addInput({ hash: txidOf('in'), index: 0, witnessUtxo: spent })
  psbt.addOutput({ script: regtestScript(BOB.payment.address), value: amount })
  return psbt
}

async function signWithWallet(psbt: Psbt, finalize: boolean) {
  const { wallet, payment, signer } = await connectedTestWallet()
  installed.push(wallet)
  return signer(payment, finalize)(psbt.toBuffer(), [0])
}

describe('extractSigned', () => {
  it('finalizes what the wallet returned signed only, and extracts a transaction that verifies', async () => {
    const psbt = unsigned()
    const tx = extractSigned(psbt, await signWithWallet(psbt, false), network)
    expect(inputsVerify(tx, [spent])).toBe(true)
    expect(tx.outs[0]!.value).toBe(15_000n)
  })

  it('takes a PSBT the wallet finalized itself', async () => {
    const psbt = unsigned()
    expect(inputsVerify(extractSigned(psbt, await signWithWallet(psbt, true), network), [spent])).toBe(true)
  })

  it('refuses a PSBT that is not the one asked: the user approved what they were shown', async () => {
    const asked = unsigned(15_000n)
    const other = unsigned(19_000n)
    await expect(async () =>
      extractSigned(asked, await signWithWallet(other, true), network),
    ).rejects.toThrow(InvalidWalletResponseError)
  })

  it('refuses an unsigned input and bytes that are no PSBT', () => {
    const psbt = unsigned()
    expect(() => extractSigned(psbt, psbt.toBuffer(), network)).toThrow(InvalidWalletResponseError)
    expect(() => extractSigned(psbt, new Uint8Array([1, 2, 3]), network)).toThrow(InvalidWalletResponseError)
    expect(() => decodePsbt(new Uint8Array(), network, 'x')).toThrow('Invalid wallet response')
  })
})
