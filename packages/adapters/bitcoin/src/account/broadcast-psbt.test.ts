// @vitest-environment happy-dom

import { RpcError } from '@appkit/common'
import { networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { BITCOIN_CHAINS } from '../bitcoin-chains.js'
import { ALICE, BOB, regtestScript, txidOf } from '../test-utils/chain.js'
import { memoryEsplora } from '../test-utils/memory-esplora.js'
import { connectedTestWallet } from '../test-utils/test-wallet.js'
import { broadcastSignedPsbt } from './broadcast-psbt.js'

const regtest = BITCOIN_CHAINS.find((c) => c.name === 'regtest')!
const installed: { uninstall(): void }[] = []
afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
  localStorage.clear()
})

describe('broadcastSignedPsbt', () => {
  it('finalizes the dapp’s PSBT as its wallet signed it, and sends it', async () => {
    const { wallet, ordinals, signer } = await connectedTestWallet()
    installed.push(wallet)
    const psbt = new Psbt({ network: networks.regtest })
    psbt.addInput({
      hash: txidOf('x'),
      index: 2,
      witnessUtxo: { script: regtestScript(ALICE.ordinals.address), value: 9_000n },
    })
    psbt.addOutput({ script: regtestScript(BOB.payment.address), value: 8_000n })
    const signed = await signer(ordinals, false)(psbt.toBuffer(), [0])
    const { client, broadcasts } = memoryEsplora()
    const txid = await broadcastSignedPsbt(client, regtest, psbt.toBuffer(), signed)
    expect(Transaction.fromHex(broadcasts[0]!).getId()).toBe(txid)
  })

  it('refuses a dapp PSBT that is not one', async () => {
    const { client } = memoryEsplora()
    await expect(
      broadcastSignedPsbt(client, regtest, new Uint8Array([9]), new Uint8Array()),
    ).rejects.toBeInstanceOf(RpcError)
  })
})
