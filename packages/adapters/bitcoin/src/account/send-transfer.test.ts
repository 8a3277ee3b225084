// @vitest-environment happy-dom

import { InvalidResponseError, InvalidWalletResponseError } from '@appkit/common'
import { Transaction } from 'bitcoinjs-lib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_CHAINS } from '../bitcoin-chains.js'
import { BroadcastRejectedError } from '../errors.js'
import { ALICE, BOB, inputsVerify, regtestScript, txidOf } from '../test-utils/chain.js'
import { type FakeEsplora, startFakeEsplora } from '../test-utils/fake-esplora.js'
import { memoryEsplora } from '../test-utils/memory-esplora.js'
import { connectedTestWallet } from '../test-utils/test-wallet.js'
import { esploraClient } from './esplora-client.js'
import { sendTransfer } from './send-transfer.js'
import { feeFor } from './tx-size.js'

const regtest = BITCOIN_CHAINS.find((c) => c.name === 'regtest')!
let esplora: FakeEsplora
const installed: { uninstall(): void }[] = []
beforeAll(async () => {
  esplora = await startFakeEsplora()
})
afterAll(() => esplora.close())
afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
  localStorage.clear()
  esplora.state.refuse = undefined
})

async function wallet() {
  const connected = await connectedTestWallet()
  installed.push(connected.wallet)
  return connected
}

describe('sendTransfer through an Esplora over HTTP', () => {
  it('reads the UTXOs and rate, has the wallet sign, broadcasts, and gives the txid', async () => {
    const { payment, signer } = await wallet()
    const coins = [
      { txid: txidOf('a'), vout: 1, value: 30_000, confirmed: true },
      { txid: txidOf('b'), vout: 0, value: 9_000, confirmed: true },
    ]
    esplora.state.utxos.set(ALICE.payment.address, coins)
    esplora.state.feeEstimates = { '1': 10, '3': 4, '6': 2 }
    const request = {
      esplora: esploraClient(esplora.url),
      chain: regtest,
      from: { address: ALICE.payment.address },
      to: BOB.ordinals.address,
      amount: 25_000n,
    }
    const txid = await sendTransfer(request, signer(payment))
    const tx = Transaction.fromHex(esplora.state.broadcasts.at(-1)!)
    expect(tx.getId()).toBe(txid)
    expect(tx.outs[0]).toMatchObject({ value: 25_000n, script: regtestScript(BOB.ordinals.address) })
    expect(tx.outs[1]!.script).toEqual(regtestScript(ALICE.payment.address))
    expect(inputsVerify(tx, [{ script: regtestScript(ALICE.payment.address), value: 30_000n }])).toBe(true)
    const fee = 30_000n - tx.outs.reduce((sum, out) => sum + out.value, 0n)
    expect(fee).toBeGreaterThanOrEqual(feeFor(tx.virtualSize(), 4))
    expect(fee).toBeLessThanOrEqual(feeFor(tx.virtualSize() + 2, 4))
  })

  it('says the node’s reason when it refuses the transaction', async () => {
    const { payment, signer } = await wallet()
    esplora.state.utxos.set(ALICE.payment.address, [
      { txid: txidOf('c'), vout: 0, value: 50_000, confirmed: false },
    ])
    esplora.state.refuse = 'sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}'
    const request = {
      esplora: esploraClient(esplora.url),
      chain: regtest,
      from: { address: ALICE.payment.address },
      to: BOB.payment.address,
      amount: 1_000n,
    }
    await expect(sendTransfer(request, signer(payment))).rejects.toEqual(
      expect.objectContaining({ constructor: BroadcastRejectedError, reason: 'txn-mempool-conflict' }),
    )
  })
})

describe('sendTransfer’s checks', () => {
  const coins = { [ALICE.payment.address]: [{ txid: txidOf('d'), vout: 0, value: 50_000n, confirmed: true }] }
  const request = (client = memoryEsplora(coins).client) => ({
    esplora: client,
    chain: regtest,
    from: { address: ALICE.payment.address },
    to: BOB.payment.address,
    amount: 1_000n,
  })

  it('sends nothing the wallet did not sign', async () => {
    const memory = memoryEsplora(coins)
    await expect(sendTransfer(request(memory.client), async (psbt) => psbt)).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
    expect(memory.broadcasts).toEqual([])
  })

  it('refuses a server that answers another txid than the transaction’s', async () => {
    const { payment, signer } = await wallet()
    const { client } = memoryEsplora(coins)
    client.broadcast = async () => 'ff'.repeat(32)
    await expect(sendTransfer(request(client), signer(payment))).rejects.toBeInstanceOf(InvalidResponseError)
  })
})
